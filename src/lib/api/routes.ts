import type { Language } from '../languages';
import { isAtOrUnder } from '../paths';
import { apiProducts } from '../product-registry';
import { langParam } from '../routes';
import { apiIndexPathname } from './targets';

/** What a route needs of an API page's data. */
export interface ApiRouteEntry {
  data: { product: string; pathname: string };
}

export interface ApiRoute<E extends ApiRouteEntry> {
  params: { lang: string | undefined; slug: string | undefined };
  /** `entry` for an API page; without it, the index of `product`. */
  props: { lang: Language; product: string; entry?: E };
}

/**
 * The routes of a `[...lang]/<root>/[...slug]` file (`root` is `/x/api`): in each language, the
 * index of every product whose API reference is under `root` and has data, then its pages.
 */
export function buildApiRoutes<E extends ApiRouteEntry>(
  entries: readonly E[],
  root: string,
  languages: readonly Language[],
): ApiRoute<E>[] {
  const products: string[] = apiProducts
    .filter((product) => isAtOrUnder(product.api.pathname, root))
    .map((product) => product.api.folder);
  const pages = entries.filter((entry) => products.includes(entry.data.product));
  const indexes = products.filter((product) => pages.some((entry) => entry.data.product === product));
  const slugOf = (pathname: string) => pathname.slice(root.length + 1) || undefined;
  return languages.flatMap((lang) => [
    ...indexes.map((product) => ({
      params: { lang: langParam(lang), slug: slugOf(apiIndexPathname(product)) },
      props: { lang, product },
    })),
    ...pages.map((entry) => ({
      params: { lang: langParam(lang), slug: slugOf(entry.data.pathname) },
      props: { lang, product: entry.data.product, entry },
    })),
  ]);
}
