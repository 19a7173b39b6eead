import { getXProductArea, pathnameToLanguage } from './paths';

export type ProductKey =
  | 'x'
  | 'x-data-grid'
  | 'x-date-pickers'
  | 'x-charts'
  | 'x-tree-view'
  | 'material-ui'
  | 'system';

/** The product whose switchers a page shows: its MUI X area, MUI X itself, System or Material UI. */
export function getProductKey(path: string): ProductKey {
  const { canonicalPathname } = pathnameToLanguage(path);
  if (canonicalPathname === '/x' || canonicalPathname.startsWith('/x/')) {
    return getXProductArea(canonicalPathname) ?? 'x';
  }
  if (canonicalPathname === '/system' || canonicalPathname.startsWith('/system/')) return 'system';
  return 'material-ui';
}

/** Products in the order the product switcher lists them. */
export const productOrder: ProductKey[] = [
  'x',
  'x-data-grid',
  'x-date-pickers',
  'x-charts',
  'x-tree-view',
  'material-ui',
  'system',
];
