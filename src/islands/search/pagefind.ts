import type { SearchHit } from '../../lib/search/rank';

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  anchors?: { id: string }[];
  sub_results?: { title: string; url: string; excerpt: string }[];
}

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

/** Thrown when the index is not there: in development before the first build. */
export class MissingIndexError extends Error {}

/** How many of Pagefind's results are read and re-ranked. */
const CANDIDATES = 24;

let loading: Promise<Pagefind> | undefined;

async function load(): Promise<Pagefind> {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  const url = `${base}pagefind/pagefind.js`;
  let pagefind: Pagefind;
  try {
    pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
  } catch (error) {
    const probe = await fetch(url, { method: 'HEAD' }).catch(() => undefined);
    if (probe?.status === 404) throw new MissingIndexError(`No search index at ${url}`);
    throw error;
  }
  await pagefind.options({
    baseUrl: base,
    excerptLength: 24,
    ranking: { pageLength: 0.5, metaWeights: { title: 10 } },
  });
  await pagefind.init();
  return pagefind;
}

/** Loads the index for the page's language (Pagefind reads `<html lang>`) once. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Pagefind's best matches for a query, as hits to rank. Once `signal` aborts (the reader typed
 * on), the result fragments are not fetched: typing a word would otherwise load them for every
 * prefix of it.
 */
export async function findHits(query: string, signal?: AbortSignal): Promise<SearchHit[]> {
  const pagefind = await loadPagefind();
  signal?.throwIfAborted();
  const response = await pagefind.search(query);
  signal?.throwIfAborted();
  if (!response) return [];
  const top = response.results.slice(0, CANDIDATES);
  const data = await Promise.all(top.map((result) => result.data()));
  return data.map((page, position) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    excerpt: page.excerpt,
    product: page.filters.product?.[0] ?? 'other',
    kind: page.meta.kind === 'api' ? 'api' : 'guide',
    score: top[position]?.score ?? 0,
    anchorIds: (page.anchors ?? []).map((anchor) => anchor.id),
    subResults: (page.sub_results ?? []).filter((sub) => sub.url !== page.url),
  }));
}
