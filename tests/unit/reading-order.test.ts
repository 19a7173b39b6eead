import { describe, expect, it } from 'vitest';
import { getPrevNext } from '../../src/navigation/build';
import { trees } from '../../src/navigation';
import { getProductKey } from '../../src/lib/product';
import { isApiReferencePath, readingOrder } from '../../src/lib/reading-order';
import { isNodeAvailable } from '../../src/lib/routes';
import { apiPages, writtenPages } from '../../src/lib/written-pages';
import type { NavNode } from '../../src/navigation/types';

const isWritten = (node: NavNode) => isNodeAvailable(node, writtenPages) || apiPages.has(node.pathname);
const neighbours = (pathname: string) => {
  const tree = pathname.startsWith('/x') ? trees.x : trees.general;
  return getPrevNext(readingOrder(tree.leaves, pathname, isWritten), pathname);
};

describe('isApiReferencePath', () => {
  it('is true for API pages and API indexes, not for guides that mention an API', () => {
    expect(isApiReferencePath('/x/api/data-grid/grid-excel-export-options')).toBe(true);
    expect(isApiReferencePath('/x/api/date-pickers')).toBe(true);
    expect(isApiReferencePath('/material-ui/api')).toBe(true);
    expect(isApiReferencePath('/material-ui/api/button')).toBe(true);
    expect(isApiReferencePath('/material-ui/guides/api')).toBe(false);
    expect(isApiReferencePath('/x/react-data-grid/api-object')).toBe(false);
  });
});

describe('prev and next', () => {
  it('start the Date and Time Pickers at their overview, not at the Data Grid API before it', () => {
    const { prev, next } = neighbours('/x/react-date-pickers');
    expect(prev).toBeUndefined();
    expect(next && getProductKey(next.pathname)).toBe('x-date-pickers');
  });

  it('end the Data Grid at its last guide page, not at its API reference', () => {
    const guides = trees.x.leaves.filter(
      (leaf) => getProductKey(leaf.pathname) === 'x-data-grid' && isWritten(leaf) && !isApiReferencePath(leaf.pathname),
    );
    expect(neighbours(guides.at(-1)!.pathname).next).toBeUndefined();
  });

  it('link every written guide page only to guide pages of its own product', () => {
    const strays: string[] = [];
    for (const tree of [trees.x, trees.general]) {
      for (const leaf of tree.leaves.filter((node) => isWritten(node) && !isApiReferencePath(node.pathname))) {
        for (const other of Object.values(neighbours(leaf.pathname))) {
          if (!other) continue;
          if (isApiReferencePath(other.pathname) || getProductKey(other.pathname) !== getProductKey(leaf.pathname)) {
            strays.push(`${leaf.pathname} -> ${other.pathname}`);
          }
        }
      }
    }
    expect(strays).toEqual([]);
  });

  it('leave API reference pages without prev and next', () => {
    expect(neighbours('/x/api/data-grid/data-grid')).toEqual({});
    expect(neighbours('/material-ui/api')).toEqual({});
  });

  it('give a page not written yet its written neighbours', () => {
    const unwritten = trees.x.leaves.filter((leaf) => !leaf.pathname.includes('#') && !isWritten(leaf));
    expect(unwritten.length, 'every MUI X page is written: pick another tree').toBeGreaterThan(0);
    let between = 0;
    for (const leaf of unwritten) {
      const { prev, next } = neighbours(leaf.pathname);
      if (prev) expect(isWritten(prev), `${leaf.pathname} ← ${prev.pathname}`).toBe(true);
      if (next) expect(isWritten(next), `${leaf.pathname} → ${next.pathname}`).toBe(true);
      if (prev && next) between += 1;
    }
    expect(between).toBeGreaterThan(0);
  });
});
