import { demoId } from '../demos/folders';
import { getProductKey } from '../product';
import { getApiProduct } from '../product-registry';

/** The `name` of every `<Demo name="...">` in an MDX body, in order. */
export function demoNames(mdx: string): string[] {
  return [...mdx.matchAll(/<Demo\s[^>]*?\bname="([^"]+)"/g)].map((match) => match[1]!);
}

// Icon modules are named after what they draw (`@mui/icons-material/Menu`), not after a component.
const ICONS = /^@mui\/icons-material(\/|$)/;

/** A component a demo imports: the package it comes from and its exported name. */
export interface ComponentUse {
  /** The package, without the module inside it: `@mui/material`, `@mui/x-data-grid-pro`. */
  package: string;
  name: string;
}

/**
 * The components a source imports as values from @mui packages, by package and exported name:
 * `import MuiLink from '@mui/material/Link'` uses Link of @mui/material; `import { DataGrid as
 * Grid } from '@mui/x-data-grid'` uses DataGrid of @mui/x-data-grid. Type-only imports are not uses.
 */
export function muiComponentUses(source: string): ComponentUse[] {
  const uses = new Map<string, ComponentUse>();
  const add = (specifier: string, name: string) => {
    const packageName = specifier.split('/').slice(0, 2).join('/');
    if (/^[A-Z]/.test(name)) uses.set(usageKey(packageName, name), { package: packageName, name });
  };
  const statements = /^\s*import\s+([^'";]*?)\s*from\s*(['"])(@mui\/[^'"]+)\2/gm;
  for (const [, rawClause = '', , specifier = ''] of source.matchAll(statements)) {
    if (ICONS.test(specifier)) continue;
    const clause = rawClause.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim();
    if (/^type\s+[\w{*]/.test(clause)) continue;
    // A default export is the component its module is named after: `@mui/material/Button`.
    const moduleName = specifier.split('/').slice(2).at(-1);
    const defaultBinding = /^[\w$]+(?=\s*(,|$))/.test(clause);
    if (defaultBinding && moduleName) add(specifier, moduleName);
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of named.split(',')) {
      const [imported = '', ...rest] = part.trim().split(/\s+/);
      if (imported === '' || (imported === 'type' && rest.length > 0)) continue;
      const name = imported === 'default' ? moduleName : imported;
      if (name) add(specifier, name);
    }
  }
  return [...uses.values()];
}

/** The names of the components a source imports from @mui packages (see `muiComponentUses`). */
export function muiComponentImports(source: string): string[] {
  return [...new Set(muiComponentUses(source).map((use) => use.name))];
}

/** How `componentUsage` names a component: `@mui/material/Button`, `@mui/x-data-grid-pro/DataGridPro`. */
export function usageKey(packageName: string, name: string): string {
  return `${packageName}/${name}`;
}

/**
 * Which pages show a demo that uses each component: `usageKey(package, name)` -> sorted
 * pathnames. Keyed by package, since Material UI, the Data Grid and Charts each export a
 * `Toolbar`. `pageDemos` maps a page's pathname to its `<Demo name>`s, `demoSources` a demo id
 * (`data-grid/sorting/BasicSorting`) to its source; a demo without a source is skipped.
 */
export function componentUsage(
  pageDemos: ReadonlyMap<string, readonly string[]>,
  demoSources: ReadonlyMap<string, string>,
): Map<string, string[]> {
  const usage = new Map<string, Set<string>>();
  for (const [pathname, names] of pageDemos) {
    for (const name of names) {
      const source = demoSources.get(demoId(name, pathname));
      if (source === undefined) continue;
      for (const use of muiComponentUses(source)) {
        const key = usageKey(use.package, use.name);
        if (!usage.has(key)) usage.set(key, new Set());
        usage.get(key)!.add(pathname);
      }
    }
  }
  return new Map(
    [...usage].sort(([a], [b]) => a.localeCompare(b, 'en')).map(([key, pages]) => [key, [...pages].sort()]),
  );
}

/**
 * What `componentUsage` says of an API page: the pages of its product whose demos import its
 * component from one of the product's packages (any plan); none for an interface. Pages of
 * another product are left out: the Button beside a Data Grid is not what that page shows.
 */
export function pagesUsing(
  usage: ReadonlyMap<string, readonly string[]>,
  api: { kind: string; name: string; product: string },
): readonly string[] {
  if (api.kind !== 'component') return [];
  const product = getApiProduct(api.product);
  if (!product) return [];
  const pages = product.api.packages.flatMap((packageName) => usage.get(usageKey(packageName, api.name)) ?? []);
  return [...new Set(pages)].filter((pathname) => getProductKey(pathname) === product.key).sort();
}

/** The API pages a page's API tab shows: those of the components its demos use, in the order given. */
export function apiEntriesUsedOn<E extends { data: { kind: string; name: string; product: string } }>(
  usage: ReadonlyMap<string, readonly string[]>,
  entries: readonly E[],
  pathname: string,
): E[] {
  return entries.filter((entry) => pagesUsing(usage, entry.data).includes(pathname));
}
