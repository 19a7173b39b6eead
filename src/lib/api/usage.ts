import { demoId } from '../demos/folders';

/** The `name` of every `<Demo name="...">` in an MDX body, in order. */
export function demoNames(mdx: string): string[] {
  return [...mdx.matchAll(/<Demo\s[^>]*?\bname="([^"]+)"/g)].map((match) => match[1]!);
}

// Icon modules are named after what they draw (`@mui/icons-material/Menu`), not after a component.
const ICONS = /^@mui\/icons-material(\/|$)/;

/**
 * The components a source imports as values from @mui packages, by their exported name:
 * `import MuiLink from '@mui/material/Link'` uses Link; `import { DataGrid as Grid } from
 * '@mui/x-data-grid'` uses DataGrid. Type-only imports are not uses.
 */
export function muiComponentImports(source: string): string[] {
  const names = new Set<string>();
  const statements = /^\s*import\s+([^'";]*?)\s*from\s*(['"])(@mui\/[^'"]+)\2/gm;
  for (const [, rawClause = '', , specifier = ''] of source.matchAll(statements)) {
    if (ICONS.test(specifier)) continue;
    const clause = rawClause.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim();
    if (/^type\s+[\w{*]/.test(clause)) continue;
    // A default export is the component its module is named after: `@mui/material/Button`.
    const moduleName = specifier.split('/').slice(2).at(-1);
    const defaultBinding = /^[\w$]+(?=\s*(,|$))/.test(clause);
    if (defaultBinding && moduleName) names.add(moduleName);
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of named.split(',')) {
      const [imported = '', ...rest] = part.trim().split(/\s+/);
      if (imported === '' || (imported === 'type' && rest.length > 0)) continue;
      const name = imported === 'default' ? moduleName : imported;
      if (name) names.add(name);
    }
  }
  return [...names].filter((name) => /^[A-Z]/.test(name));
}

/**
 * Which pages show a demo that uses each component: component name -> sorted pathnames.
 * `pageDemos` maps a page's pathname to its `<Demo name>`s, `demoSources` a demo id
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
      for (const component of muiComponentImports(source)) {
        if (!usage.has(component)) usage.set(component, new Set());
        usage.get(component)!.add(pathname);
      }
    }
  }
  return new Map(
    [...usage].sort(([a], [b]) => a.localeCompare(b, 'en')).map(([name, pages]) => [name, [...pages].sort()]),
  );
}

/** What `componentUsage` says of an API page: the pages whose demos use it; none for an interface. */
export function pagesUsing(
  usage: ReadonlyMap<string, readonly string[]>,
  api: { kind: string; name: string },
): readonly string[] {
  return api.kind === 'component' ? (usage.get(api.name) ?? []) : [];
}

/** The API pages a page's API tab shows: those of the components its demos use, in the order given. */
export function apiEntriesUsedOn<E extends { data: { kind: string; name: string } }>(
  usage: ReadonlyMap<string, readonly string[]>,
  entries: readonly E[],
  pathname: string,
): E[] {
  return entries.filter((entry) => pagesUsing(usage, entry.data).includes(pathname));
}
