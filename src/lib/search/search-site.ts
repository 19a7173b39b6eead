import { getLanguageEntry, LANGUAGES, type Language } from '../languages';
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
  /** The language whose pages were searched. */
  language: Language;
}

/** Scripts that only some site languages are written in. */
const scripts: Partial<Record<Language, RegExp>> = { zh: /\p{Script=Han}/u };

/**
 * The language whose pages answer a query: the page's, unless the query is written in a
 * script only another language uses (Chinese typed on an English page finds the Chinese
 * pages rather than nothing).
 */
export function searchLanguage(query: string, pageLang: Language): Language {
  if (scripts[pageLang]?.test(query)) return pageLang;
  return LANGUAGES.find((language) => scripts[language]?.test(query)) ?? pageLang;
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
  const language = searchLanguage(query, context.lang);
  const pagefind = await openIndex(getLanguageEntry(language).htmlLang);
  signal?.throwIfAborted();
  const hits = await searchHits(pagefind, query, signal);
  return { groups: rankHits(query, hits, context.product), language };
}
