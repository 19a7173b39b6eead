import type { ApiPageEntry } from '../../navigation/x-api-pages';
import { apiProducts, getApiProduct, type ApiProduct } from '../product-registry';

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
    const product = apiProducts.find((entry) => page.pathname.startsWith(`${entry.api.pathname}/`));
    if (!product) return [];
    const slug = page.pathname.slice(product.api.pathname.length + 1);
    const name = kebabToPascal(slug);
    const modules = product.api.packages.filter(installed).flatMap((module) => {
      const own = `${module}/${name}`;
      return ownModule(own) ? [module, own] : [module];
    });
    return [{ product: product.api.folder, slug, name, kind: page.kind, modules, pathname: page.pathname }];
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
    pathname: apiPathname('material-ui', pascalToKebab(name)),
  }));
}

/** The index page of a product's API reference, from the folder of its data. */
export function apiIndexPathname(product: string): string {
  const entry = getApiProduct(product);
  if (!entry) throw new Error(`No product has the API folder ${product}: see src/data/products.ts.`);
  return entry.api.pathname;
}

/** The page of an API data file `src/content/api/<product>/<slug>.json`. */
export function apiPathname(product: string, slug: string): string {
  return `${apiIndexPathname(product)}/${slug}`;
}
