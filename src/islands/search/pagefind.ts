import { pagefindOptions, type Pagefind } from '../../lib/search/pagefind-hits';

/** Thrown when the index is not there: in development before the first build. */
export class MissingIndexError extends Error {}

interface PagefindModule extends Pagefind {
  createInstance(options: Record<string, unknown>): Pagefind;
}

const base = () => import.meta.env.BASE_URL.replace(/\/?$/, '/');

async function importPagefind(): Promise<PagefindModule> {
  const url = `${base()}pagefind/pagefind.js`;
  try {
    return (await import(/* @vite-ignore */ url)) as PagefindModule;
  } catch (error) {
    const probe = await fetch(url, { method: 'HEAD' }).catch(() => undefined);
    if (probe?.status === 404) throw new MissingIndexError(`No search index at ${url}`);
    throw error;
  }
}

async function load(htmlLang: string): Promise<Pagefind> {
  const module = await importPagefind();
  const root = document.documentElement;
  let pagefind: Pagefind = module;
  if (root.lang !== htmlLang) {
    // Pagefind picks the index by `<html lang>`, read as an instance is created, and takes no
    // option for it: another language's instance is created while the attribute names it.
    const pageLang = root.lang;
    root.lang = htmlLang;
    try {
      pagefind = module.createInstance(pagefindOptions(base()));
    } finally {
      root.lang = pageLang;
    }
  }
  await pagefind.options(pagefindOptions(base()));
  await pagefind.init();
  return pagefind;
}

const loading = new Map<string, Promise<Pagefind>>();

/** Loads the index of a language (the page's, or another one's), once. */
export function loadPagefind(htmlLang: string): Promise<Pagefind> {
  let pending = loading.get(htmlLang);
  if (!pending) {
    pending = load(htmlLang).catch((error: unknown) => {
      loading.delete(htmlLang);
      throw error;
    });
    loading.set(htmlLang, pending);
  }
  return pending;
}
