import { getCollection, type CollectionEntry } from 'astro:content';
import { apiIndexPathname } from '../../lib/api/targets';

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

export const productNames: Record<string, string> = {
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
  'material-ui': 'Material UI',
};

export interface ApiRoute {
  params: { slug: string | undefined };
  props: { entry?: ApiEntry; product: string };
}

/**
 * The routes under one API prefix: a page per entry of the given products, plus each
 * product's index. `slugOf` turns a pathname into the route parameter of the page file.
 */
export async function apiRoutes(products: string[], slugOf: (pathname: string) => string | undefined): Promise<ApiRoute[]> {
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
