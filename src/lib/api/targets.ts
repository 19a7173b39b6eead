import type { ApiPageEntry } from '../../navigation/x-api-pages';

export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view' | 'material-ui';

export interface ApiTarget {
  product: ApiProduct;
  /** Last path segment, e.g. `data-grid-pro`. */
  slug: string;
  name: string;
  kind: 'component' | 'interface';
  /** Modules to look in, most basic plan first. */
  modules: string[];
  pathname: string;
}

/** The packages of each product, from the most basic plan to the most complete. */
export const PRODUCT_PACKAGES: Record<ApiProduct, readonly string[]> = {
  'data-grid': ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
  'date-pickers': ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
  charts: ['@mui/x-charts', '@mui/x-charts-pro', '@mui/x-charts-premium'],
  'tree-view': ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
  'material-ui': ['@mui/material'],
};

/** `grid-col-def` -> `GridColDef`, `date-range-picker-day-2` -> `DateRangePickerDay2`. */
export function kebabToPascal(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** `ButtonGroup` -> `button-group`, `DateRangePickerDay2` -> `date-range-picker-day-2`. */
export function pascalToKebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])([0-9]+)/g, '$1-$2')
    .toLowerCase();
}

/** The plan of a package: Pro and Premium packages carry it in their name. */
export function planOfModule(module: string): 'pro' | 'premium' | undefined {
  if (/-premium(\/|$)/.test(module)) return 'premium';
  if (/-pro(\/|$)/.test(module)) return 'pro';
  return undefined;
}

/**
 * What to document for MUI X: every component and interface page of the reference list.
 * `installed` filters out packages that are not installed; `ownModule` tells whether a
 * package has a module of the component's own (`@mui/x-date-pickers/DatePicker`).
 */
export function xApiTargets(
  pages: readonly ApiPageEntry[],
  installed: (module: string) => boolean,
  ownModule: (module: string) => boolean,
): ApiTarget[] {
  return pages.flatMap((page) => {
    if (page.kind === 'index') return [];
    const [, , , product = '', slug = ''] = page.pathname.split('/');
    const packages = PRODUCT_PACKAGES[product as ApiProduct];
    if (!packages) return [];
    const name = kebabToPascal(slug);
    const modules = packages.filter(installed).flatMap((module) => {
      const own = `${module}/${name}`;
      return ownModule(own) ? [module, own] : [module];
    });
    return [{ product: product as ApiProduct, slug, name, kind: page.kind, modules, pathname: page.pathname }];
  });
}

/** Every component of @mui/material: a PascalCase folder of the package. */
export function materialApiTargets(componentNames: readonly string[]): ApiTarget[] {
  return [...componentNames].sort().map((name) => ({
    product: 'material-ui' as const,
    slug: pascalToKebab(name),
    name,
    kind: 'component' as const,
    modules: ['@mui/material', `@mui/material/${name}`],
    pathname: `/material-ui/api/${pascalToKebab(name)}`,
  }));
}

/** The page of an API data file `src/content/api/<product>/<slug>.json`. */
export function apiPathname(product: string, slug: string): string {
  return product === 'material-ui' ? `/material-ui/api/${slug}` : `/x/api/${product}/${slug}`;
}

/** The index page of a product's API reference. */
export function apiIndexPathname(product: string): string {
  return product === 'material-ui' ? '/material-ui/api' : `/x/api/${product}`;
}
