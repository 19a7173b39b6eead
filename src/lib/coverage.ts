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

/**
 * The reference's demo count of each page, read from the outlines' headings
 * (`### \`/x/react-data-grid/sorting\` — Sorting`) and the `- Demos: 15 · …` line under each.
 */
export function parseOutlineDemoCounts(markdown: string): Record<string, number> {
  const counts: Record<string, number> = {};
  let pathname: string | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^### `([^`]+)`/.exec(line);
    if (heading) {
      pathname = heading[1];
      continue;
    }
    const demos = /^- Demos: (\d+)/.exec(line);
    if (demos && pathname !== undefined) {
      counts[pathname] ??= Number(demos[1]);
      pathname = undefined;
    }
  }
  return counts;
}

/** The live demos a page's MDX shows: its `<Demo` tags outside fenced code blocks. */
export function countDemos(mdx: string): number {
  const prose = mdx.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return (prose.match(/<Demo[\s/>]/g) ?? []).length;
}

export interface PageDemos {
  pathname: string;
  demos: number;
  /** The reference page's demo count; undefined for a page the reference does not have. */
  reference: number | undefined;
}

export interface AreaDemos {
  area: string;
  pages: PageDemos[];
  demos: number;
  /** The reference's demos on the pages of this area written here. */
  reference: number;
  /** Written pages with fewer than half their reference count. */
  thin: PageDemos[];
}

/** Demo counts of the written pages of each top-level area against the reference's. */
export function demoCoverage(
  tree: NavTree,
  demosOf: (pathname: string) => number | undefined,
  referenceCounts: Readonly<Record<string, number>>,
): AreaDemos[] {
  return tree.roots.map((root) => {
    const pages = pageLeaves(root).flatMap((leaf): PageDemos[] => {
      const demos = demosOf(leaf.pathname);
      return demos === undefined ? [] : [{ pathname: leaf.pathname, demos, reference: referenceCounts[leaf.pathname] }];
    });
    return {
      area: areaName(root),
      pages,
      demos: pages.reduce((sum, page) => sum + page.demos, 0),
      reference: pages.reduce((sum, page) => sum + (page.reference ?? 0), 0),
      thin: pages.filter((page) => page.reference !== undefined && page.demos * 2 < page.reference),
    };
  });
}
