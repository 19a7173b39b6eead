import type { Language, NavNode, NavTree } from '../navigation/types';
import { getLanguagePrefix } from './paths';

export interface PlaceholderRoute {
  /** The URL path without leading slash, as Astro's rest parameter wants it. */
  slug: string;
  lang: Language;
  pathname: string;
  treeId: 'x' | 'general';
}

/**
 * A placeholder page, in every language, for each drawer entry whose page is not written yet:
 * the entry leads there until the page exists. Anchor entries (`/x/react-charts/#planned-charts`)
 * point into another page and get none, nor do hidden entries, which the drawer does not show.
 */
export function placeholderRoutes(
  trees: Record<'x' | 'general', NavTree>,
  isWritten: (node: NavNode) => boolean,
  languages: readonly Language[],
): PlaceholderRoute[] {
  return (['x', 'general'] as const).flatMap((treeId) =>
    trees[treeId].leaves
      .filter((leaf) => !leaf.pathname.includes('#') && !isWritten(leaf))
      .flatMap((leaf) =>
        languages.map((lang) => ({
          slug: `${getLanguagePrefix(lang)}${leaf.pathname}`.replace(/^\//, ''),
          lang,
          pathname: leaf.pathname,
          treeId,
        })),
      ),
  );
}
