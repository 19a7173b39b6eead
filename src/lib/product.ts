import { defaultProductKey } from '../data/products';
import { getXProductArea, isAtOrUnder, pathnameToLanguage } from './paths';
import { topLevelProducts, type ProductKey } from './product-registry';

/** The product whose switchers a page shows: its MUI X area, else the product whose paths hold it. */
export function getProductKey(path: string): ProductKey {
  const { canonicalPathname } = pathnameToLanguage(path);
  const owner = topLevelProducts.find((entry) => entry.paths.some((prefix) => isAtOrUnder(canonicalPathname, prefix)));
  return getXProductArea(canonicalPathname) ?? owner?.key ?? defaultProductKey;
}
