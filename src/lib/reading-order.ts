import type { NavNode } from '../navigation/types';
import { isAtOrUnder } from './paths';
import { getProductKey } from './product';
import { apiProducts } from './product-registry';

/** A page of an API reference (`/x/api/charts/bar-chart`) or a product's API index (`/material-ui/api`). */
export function isApiReferencePath(pathname: string): boolean {
  return apiProducts.some((entry) => isAtOrUnder(pathname, entry.api.pathname));
}

/**
 * The pages prev / next step through from `current`: the written guide pages of its product,
 * in drawer order. API reference pages take no part (readers reach them from the drawer and
 * from the guides), nor do anchor entries, which point into another page. `current` itself
 * stays in the order when it is not written (a placeholder), so that it has neighbours too.
 */
export function readingOrder(
  leaves: readonly NavNode[],
  current: string,
  isWritten: (node: NavNode) => boolean,
): NavNode[] {
  if (isApiReferencePath(current)) return [];
  const product = getProductKey(current);
  return leaves.filter(
    (leaf) =>
      leaf.pathname === current ||
      (!leaf.pathname.includes('#') &&
        !isApiReferencePath(leaf.pathname) &&
        getProductKey(leaf.pathname) === product &&
        isWritten(leaf)),
  );
}
