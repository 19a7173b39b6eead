/** The translation keys the search dialog needs. */
export const searchKeys = [
  'search.label',
  'search.placeholder',
  'search.close',
  'search.recent',
  'search.noRecent',
  'search.noResults',
  'search.searching',
  'search.unavailable',
  'search.needsBuild',
  'search.resultCount',
  'search.hintOpen',
  'search.hintMove',
  'search.hintClose',
  'search.otherLanguage',
  'tabs.componentsApi',
  'tabs.hooksApi',
] as const;

export type SearchKey = (typeof searchKeys)[number];
