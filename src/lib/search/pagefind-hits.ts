import { normalizeTitle, type SearchHit } from './rank';

/** What a Pagefind result's `data()` gives (the fields the dialog reads). */
export interface PagefindData {
  url: string;
  excerpt: string;
  /** The page's indexed text; Pagefind ends each heading with ". ". */
  content: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  /** Elements with an id, at the position of their first word in `content`. */
  anchors?: { id: string; location: number }[];
  /** The query's matches, as words of `content`. */
  weighted_locations?: { location: number; balanced_score: number }[];
  sub_results?: { title: string; url: string; excerpt: string }[];
}

interface PagefindResult {
  score: number;
  data(): Promise<PagefindData>;
}

/** The part of Pagefind's JavaScript API the site uses, in the browser and in Node. */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string | null,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[] } | null>;
}

/** Pagefind's options: the same for the dialog and for the relevance checks run in Node. */
export function pagefindOptions(baseUrl: string): Record<string, unknown> {
  return {
    baseUrl,
    excerptLength: 24,
    ranking: { pageLength: 0.5, metaWeights: { title: 10 } },
  };
}

/**
 * How many of Pagefind's results are read and re-ranked: each is a fragment fetched and unpacked
 * before the dialog can answer. Every relevance case holds from 12 (at 8, three miss); 16 keeps a margin.
 */
export const CANDIDATES = 16;

/** A page of Pagefind's results as a hit to rank. */
export function toHit(page: PagefindData, score: number): SearchHit {
  const locations = page.weighted_locations ?? [];
  const best = locations.reduce<(typeof locations)[number] | undefined>(
    (found, entry) => (found && found.balanced_score >= entry.balanced_score ? found : entry),
    undefined,
  );
  return {
    url: page.url,
    title: page.meta.title ?? page.url,
    excerpt: page.excerpt,
    content: page.content,
    product: page.filters.product?.[0] ?? 'other',
    kind: page.meta.kind === 'api' ? 'api' : 'guide',
    uses: Number(page.meta.uses) || 0,
    score,
    anchors: (page.anchors ?? []).map(({ id, location }) => ({ id, location })),
    bestMatch: best?.location,
    subResults: (page.sub_results ?? []).filter((sub) => sub.url !== page.url),
  };
}

/**
 * Pagefind's best matches for a query, as hits to rank, and the pages whose title is the query
 * (the `title` filter, src/lib/search/facets.ts): Pagefind favours pages that repeat a word,
 * so the overview called "Charts" can rank below twenty pages about charts. Once `signal`
 * aborts (the reader typed on), the result fragments are not fetched: typing a word would
 * otherwise load them for every prefix of it.
 */
export async function searchHits(pagefind: Pagefind, query: string, signal?: AbortSignal): Promise<SearchHit[]> {
  const title = normalizeTitle(query);
  const [response, titled] = await Promise.all([
    pagefind.search(query),
    title ? pagefind.search(null, { filters: { title } }) : null,
  ]);
  signal?.throwIfAborted();
  if (!response) return [];
  const top = response.results.slice(0, CANDIDATES);
  const data = await Promise.all(top.map((result) => result.data()));
  const hits = data.map((page, position) => toHit(page, top[position]?.score ?? 0));
  const found = new Set(hits.map((hit) => hit.url));
  for (const page of await Promise.all((titled?.results ?? []).slice(0, 4).map((result) => result.data()))) {
    // Scored as the weakest candidate: its exact title is what lifts it.
    if (!found.has(page.url)) hits.push(toHit(page, top.at(-1)?.score ?? 0));
  }
  return hits;
}
