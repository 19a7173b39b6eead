import { pagefindOptions, type Pagefind } from '../../lib/search/pagefind-hits';

/** Thrown when the index is not there: in development before the first build. */
export class MissingIndexError extends Error {}

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
  await pagefind.options(pagefindOptions(base));
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
