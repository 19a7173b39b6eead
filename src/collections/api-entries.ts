import { getCollection, type CollectionEntry } from 'astro:content';
import { apiIndexPathname } from '../lib/api/targets';
import { isAtOrUnder } from '../lib/paths';
import { apiProducts } from '../lib/product-registry';

export type ApiEntry = CollectionEntry<'api'>;

let cached: Promise<ApiEntry[]> | undefined;

/** Every API page's data, loaded once per build. */
export function getApiEntries(): Promise<ApiEntry[]> {
  cached ??= getCollection('api').then((entries) => entries.sort((a, b) => a.id.localeCompare(b.id, 'en')));
  return cached;
}

/** The API page of a type name, by product, for [[TypeName]] references in descriptions. */
export async function getApiPathByName(): Promise<Map<string, string>> {
  const entries = await getApiEntries();
  return new Map(entries.map((entry) => [entry.data.name, entry.data.pathname]));
}

export interface ApiRoute {
  params: { slug: string | undefined };
  props: { entry?: ApiEntry; product: string };
}

/**
 * The routes under one API prefix (`/x/api`): a page per entry of the products whose API
 * reference is under it, plus each product's index.
 */
export async function apiRoutes(root: string): Promise<ApiRoute[]> {
  const products = apiProducts.filter((product) => isAtOrUnder(product.api.pathname, root)).map((product) => product.api.folder);
  const slugOf = (pathname: string) => pathname.slice(root.length + 1) || undefined;
  const entries = (await getApiEntries()).filter((entry) => products.includes(entry.data.product));
  const pages = entries.map((entry) => ({
    params: { slug: slugOf(entry.data.pathname) },
    props: { entry, product: entry.data.product },
  }));
  const indexes = products
    .filter((product) => entries.some((entry) => entry.data.product === product))
    .map((product) => ({ params: { slug: slugOf(apiIndexPathname(product)) }, props: { product } }));
  return [...indexes, ...pages];
}
