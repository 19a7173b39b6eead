import { buildNavTree } from './build';
import { generalNav } from './general';
import { muiXNav } from './mui-x';
import type { NavTree } from './types';

export const xTree: NavTree = buildNavTree(muiXNav);
export const generalTree: NavTree = buildNavTree(generalNav);

export type TreeId = 'x' | 'general';

export const trees: Record<TreeId, NavTree> = { x: xTree, general: generalTree };

/** The drawer a page belongs to: /x/... pages use the MUI X tree, the rest the general one. */
export function getTreeId(canonicalPathname: string): TreeId {
  return canonicalPathname === '/x' || canonicalPathname.startsWith('/x/') ? 'x' : 'general';
}
