import { getLanguageEntry, type Language } from '../languages';
import { searchHits, type Pagefind } from './pagefind-hits';
import { rankHits, type ResultGroup } from './rank';

/** Where the reader searches from: the page's language and product. */
export interface SearchContext {
  lang: Language;
  product: string;
}

/** Opens the Pagefind index of one language, named as in `<html lang>` (`zh-CN`). */
export type OpenIndex = (htmlLang: string) => Promise<Pagefind>;

export interface SiteResults {
  groups: ResultGroup[];
}

/**
 * The results the search dialog shows for a query: Pagefind's matches, re-ranked. The dialog
 * and the relevance checks (run in Node on the built index) both search through this.
 */
export async function searchSite(
  query: string,
  context: SearchContext,
  openIndex: OpenIndex,
  signal?: AbortSignal,
): Promise<SiteResults> {
  const pagefind = await openIndex(getLanguageEntry(context.lang).htmlLang);
  signal?.throwIfAborted();
  const hits = await searchHits(pagefind, query, signal);
  return { groups: rankHits(query, hits, context.product) };
}
