import { isAtOrUnder } from './paths';
import { getProductKey } from './product';
import { getProductEntry } from './product-registry';

export interface TopicApiPages {
  /** API pages named after the topic, else the product's own components; at most `limit`. */
  pages: string[];
  /** True when `pages` are named after the topic, false for the product's own components. */
  byTopic: boolean;
  /** The product's API index, which lists every API page of the product. */
  index?: string | undefined;
}

// Words of a page name that say what kind of page it is rather than what it is about.
const ASPECT_WORDS = new Set(['and', 'customization', 'demo', 'examples', 'explained', 'recipes', 'usage']);

/** One form for the inflections a page name and a component name may differ by: `filtering`, `filters` -> `filter`. */
function stem(word: string): string {
  return word
    .replace(/ing$|s$/, '')
    .replace(/e$/, '')
    .replace(/([^aeiou])\1$/, '$1');
}

const wordsOf = (segment: string) => segment.split('-').filter(Boolean);

/** Stemmed words of a page name that name its topic. */
function topicWords(segment: string): string[] {
  return wordsOf(segment)
    .filter((word) => !ASPECT_WORDS.has(word))
    .map(stem);
}

/** The API pages whose names hold every word of the topic, best first: the exact name, then the shortest. */
function matching(topic: string[], slugs: readonly string[]): string[] {
  const wanted = topic.join('-');
  return slugs
    .map((slug) => ({ slug, words: wordsOf(slug).map(stem) }))
    .filter(({ words }) => topic.every((word) => words.includes(word)))
    .sort(
      (a, b) =>
        Number(b.words.join('-') === wanted) - Number(a.words.join('-') === wanted) ||
        a.words.length - b.words.length ||
        a.slug.localeCompare(b.slug),
    )
    .map(({ slug }) => slug);
}

/**
 * The API pages a page of `pathname` is about, for the placeholder of a page not written yet.
 * Its topic is its last path segment under its product (`filtering/quick-filter` -> quick
 * filter), else the segment above (`filtering/customization` -> filtering); the pages are those
 * of the same product whose names hold every word of it. Without one, the components named
 * after the product itself (`DataGrid`, `DataGridPro`, `DataGridPremium`). `apiPathnames` are
 * the site's API pages.
 */
export function topicApiPages(pathname: string, apiPathnames: Iterable<string>, limit = 12): TopicApiPages {
  const product = getProductEntry(getProductKey(pathname));
  if (!('api' in product)) return { pages: [], byTopic: false };
  const api = product.api;
  const slugs = [...apiPathnames]
    .filter((candidate) => candidate !== api.pathname && isAtOrUnder(candidate, api.pathname))
    .map((candidate) => candidate.slice(api.pathname.length + 1));
  const prefix = product.paths.find((path) => isAtOrUnder(pathname, path));
  const segments = prefix ? pathname.slice(prefix.length).split('/').filter(Boolean) : [];
  const topics = segments.slice(-2).reverse().map(topicWords);
  for (const topic of topics) {
    if (topic.length === 0) continue;
    const found = matching(topic, slugs);
    if (found.length > 0)
      return {
        pages: found.slice(0, limit).map((slug) => `${api.pathname}/${slug}`),
        byTopic: true,
        index: api.pathname,
      };
  }
  const productWords = topicWords(api.folder);
  const own = slugs
    .filter(
      (slug) =>
        wordsOf(slug)
          .filter((word) => word !== 'pro' && word !== 'premium')
          .map(stem)
          .join('-') === productWords.join('-'),
    )
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  return { pages: own.map((slug) => `${api.pathname}/${slug}`), byTopic: false, index: api.pathname };
}
