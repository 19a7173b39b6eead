import type { NavNode, NavTree } from '../navigation/types';

export interface AreaCoverage {
  area: string;
  written: number;
  total: number;
  missing: string[];
}

/** A short name for a top-level drawer entry: `/x/react-data-grid-group` -> `data-grid`. */
export function areaName(root: NavNode): string {
  return root.pathname
    .replace(/^\/x\//, '')
    .replace(/^\//, '')
    .replace(/^react-/, '')
    .replace(/-group$/, '');
}

function pageLeaves(node: NavNode): NavNode[] {
  if (node.children.length > 0) return node.children.flatMap(pageLeaves);
  return node.pathname.includes('#') ? [] : [node];
}

/**
 * How many navigation leaves of each top-level area have a page, and which do not.
 * Anchor entries (`/x/react-charts/#planned-charts`) point into another page and are skipped.
 */
export function contentCoverage(tree: NavTree, hasPage: (pathname: string) => boolean): AreaCoverage[] {
  return tree.roots.map((root) => {
    const leaves = pageLeaves(root);
    const missing = leaves.map((leaf) => leaf.pathname).filter((pathname) => !hasPage(pathname));
    return { area: areaName(root), written: leaves.length - missing.length, total: leaves.length, missing };
  });
}
