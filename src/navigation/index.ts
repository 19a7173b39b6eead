import { buildNavTree } from './build';
import { generalNav } from './general';
import { muiXNav } from './mui-x';
import { pageTitles } from './page-titles';
import type { NavEntry, NavTree } from './types';

// `npm run bench:scale` writes synthetic pages and their entries here for one build, then
// removes them; the file is never committed.
const scaleEntries = Object.values(
  import.meta.glob<{ scaleEntries: NavEntry[] }>('./scale-test.generated.ts', { eager: true }),
).flatMap((module) => module.scaleEntries);

// An entry without a title shows its page's. The raw sources are read for their frontmatter
// only; the navigation is imported by server code alone, so they stay out of the client bundle.
const englishSources = import.meta.glob<string>('../content/docs/en/**/*.mdx', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const titles = pageTitles(englishSources, '../content/docs/en');

export const xTree: NavTree = buildNavTree(muiXNav, titles);
export const generalTree: NavTree = buildNavTree([...generalNav, ...scaleEntries], titles);

export type TreeId = 'x' | 'general';

export const trees: Record<TreeId, NavTree> = { x: xTree, general: generalTree };

/** The drawer a page belongs to: /x/... pages use the MUI X tree, the rest the general one. */
export function getTreeId(canonicalPathname: string): TreeId {
  return canonicalPathname === '/x' || canonicalPathname.startsWith('/x/') ? 'x' : 'general';
}
