import { buildNavTree } from './build';
import { generalNav } from './general';
import { muiXNav } from './mui-x';
import type { NavEntry, NavTree } from './types';

// `npm run bench:scale` writes synthetic pages and their entries here for one build, then
// removes them; the file is never committed.
const scaleEntries = Object.values(
  import.meta.glob<{ scaleEntries: NavEntry[] }>('./scale-test.generated.ts', { eager: true }),
).flatMap((module) => module.scaleEntries);

export const xTree: NavTree = buildNavTree(muiXNav);
export const generalTree: NavTree = buildNavTree([...generalNav, ...scaleEntries]);

export type TreeId = 'x' | 'general';

export const trees: Record<TreeId, NavTree> = { x: xTree, general: generalTree };

/** The drawer a page belongs to: /x/... pages use the MUI X tree, the rest the general one. */
export function getTreeId(canonicalPathname: string): TreeId {
  return canonicalPathname === '/x' || canonicalPathname.startsWith('/x/') ? 'x' : 'general';
}
