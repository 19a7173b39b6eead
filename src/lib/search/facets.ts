import type { Language, NavNode } from '../../navigation/types';
import { isAtOrUnder } from '../paths';
import { apiProducts, type ProductKey } from '../product-registry';
import { normalizeTitle } from './rank';

/** What the search index records about a page besides its text. */
export interface PageFacets {
  product: ProductKey;
  /** Top-level drawer group the page sits in ("Data Grid", "Components"). */
  section?: string | undefined;
  plan?: string | undefined;
  kind: 'api' | 'guide';
  /**
   * The page's title as normalizeTitle writes it: the dialog looks pages up by it, so a page
   * whose title is the query is among the results however many pages use the word more.
   */
  title?: string | undefined;
}

const escapeValue = (value: string) => value.replace(/[\\,:]/g, (character) => `\\${character}`);

/** The facets of a page from its pathname and navigation node. */
export function pageFacets(
  canonicalPathname: string,
  product: ProductKey,
  node: NavNode | undefined,
  lang: Language,
  title?: string,
): PageFacets {
  const isApi = apiProducts.some((entry) => isAtOrUnder(canonicalPathname, entry.api.pathname));
  const outermost = node?.parents[0] ?? node;
  return {
    product,
    section: outermost?.title[lang],
    plan: node?.plan,
    kind: isApi ? 'api' : 'guide',
    title: title === undefined ? undefined : normalizeTitle(title),
  };
}

/**
 * Pagefind attribute values: one `data-pagefind-filter` per filter (Pagefind reads one filter
 * from each element) and the `data-pagefind-meta` of the page.
 */
export function pagefindAttributes(facets: PageFacets): { filters: string[]; meta: string } {
  const filters = [`product:${facets.product}`];
  if (facets.section) filters.push(`section:${escapeValue(facets.section)}`);
  if (facets.plan) filters.push(`plan:${facets.plan}`);
  if (facets.title) filters.push(`title:${escapeValue(facets.title)}`);
  return { filters, meta: `kind:${facets.kind}` };
}
