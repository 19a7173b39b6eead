import { createTranslator } from '../../src/lib/i18n';
import { pathnameToLanguage } from '../../src/lib/paths';
import { getProductKey } from '../../src/lib/product';
import type { Pagefind } from '../../src/lib/search/pagefind-hits';
import { resultRows, type ResultRow } from '../../src/lib/search/rows';
import { searchSite, type OpenIndex, type SearchContext } from '../../src/lib/search/search-site';
import { loadNodePagefind } from './node-pagefind';
import { relevanceCases } from './relevance-cases';

export interface RelevanceReport {
  total: number;
  found: number;
  /** One line per query whose page is not in the first three. */
  misses: string[];
}

/** The dialog's search over the built index in `dist`, run in Node. */
export function nodeSearch(dist: string) {
  const indexes = new Map<string, Promise<Pagefind>>();
  const openIndex: OpenIndex = (htmlLang) => {
    if (!indexes.has(htmlLang)) indexes.set(htmlLang, loadNodePagefind(dist, htmlLang));
    return indexes.get(htmlLang)!;
  };
  /** The rows the dialog lists for `query` typed on the page at `from`. */
  return async (from: string, query: string): Promise<ResultRow[]> => {
    const context: SearchContext = { lang: pathnameToLanguage(from).userLanguage, product: getProductKey(from) };
    const { groups } = await searchSite(query, context, openIndex);
    const t = createTranslator(context.lang);
    const tabLabels = { 'components-api': t('tabs.componentsApi'), 'hooks-api': t('tabs.hooksApi') };
    return resultRows(groups, query.trim(), tabLabels).flatMap((group) => group.rows);
  };
}

/** A result's URL as the cases write it: decoded, without the trailing slash. */
export const casePath = (url: string) => {
  const [path = '', hash] = decodeURI(url).split('#');
  return path.replace(/(.)\/$/, '$1') + (hash ? `#${hash}` : '');
};

/** Runs every relevance case: is its page among the first three pages the dialog lists (or first)? */
export async function measureRelevance(dist: string): Promise<RelevanceReport> {
  const search = nodeSearch(dist);
  const misses: string[] = [];
  let total = 0;
  for (const [from, cases] of Object.entries(relevanceCases)) {
    for (const { query, expect, first } of cases) {
      total += 1;
      const pages = (await search(from, query)).filter((row) => !row.nested).map((row) => casePath(row.url));
      const top = pages.slice(0, first ? 1 : 3);
      if (!top.includes(expect)) {
        misses.push(
          `"${query}" on ${from}: wanted ${expect}${first ? ' first' : ''}, got ${top.join(', ') || 'nothing'}`,
        );
      }
    }
  }
  return { total, found: total - misses.length, misses };
}
