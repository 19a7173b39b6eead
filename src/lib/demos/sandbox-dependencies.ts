/**
 * The npm packages an online sandbox needs to run a demo, from the demo's imports.
 */

/** Date library of each date-pickers adapter (behaviours.md, "Sandbox dependency resolution"). */
export const ADAPTER_PACKAGES: Readonly<Record<string, string>> = {
  AdapterDateFns: 'date-fns',
  AdapterDateFnsV2: 'date-fns',
  AdapterDateFnsJalali: 'date-fns-jalali',
  AdapterDateFnsJalaliV2: 'date-fns-jalali',
  AdapterDayjs: 'dayjs',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
  AdapterMomentHijri: 'moment-hijri',
  AdapterMomentJalaali: 'moment-jalaali',
};

/** Packages a package cannot run without, added alongside it. */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  '@mui/icons-material': ['@mui/material'],
  '@mui/lab': ['@mui/material'],
};

const X_PACKAGE = /^@mui\/x-/;

/** Every module specifier a source imports or re-exports (static and dynamic). */
export function findImports(source: string): string[] {
  const specifiers = new Set<string>();
  const patterns = [
    /\bimport\s+(?:type\s+)?[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bexport\s+[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) if (match[1]) specifiers.add(match[1]);
  }
  return [...specifiers];
}

/** `@mui/material/Button` -> `@mui/material`, `dayjs/locale/zh-cn` -> `dayjs`; relative -> undefined. */
export function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The date library a pickers adapter import needs; throws for an adapter it does not know. */
export function adapterPackage(specifier: string): string | undefined {
  const match = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w*)/.exec(specifier);
  if (!match?.[1]) return undefined;
  const library = ADAPTER_PACKAGES[match[1]];
  if (!library) throw new Error(`Can't determine required npm package for adapter '${match[1]}'`);
  return library;
}

/**
 * The dependencies of a sandbox for this source (and the modules its entry file imports,
 * `extraSpecifiers`), with exact versions from `versionOf` (the installed packages). A package
 * without a known version gets 'latest'.
 */
export function resolveSandboxDependencies(
  source: string,
  versionOf: (name: string) => string | undefined,
  extraSpecifiers: readonly string[] = [],
): Record<string, string> {
  const names = new Set<string>(['react', 'react-dom']);
  const add = (name: string) => {
    if (names.has(name)) return;
    names.add(name);
    for (const companion of COMPANIONS[name] ?? []) add(companion);
    if (X_PACKAGE.test(name)) add('@mui/material');
  };
  for (const specifier of [...findImports(source), ...extraSpecifiers]) {
    const name = packageName(specifier);
    if (!name || name === 'react' || name === 'react-dom') continue;
    add(name);
    const library = adapterPackage(specifier);
    if (library) add(library);
  }
  return Object.fromEntries([...names].sort().map((name) => [name, versionOf(name) ?? 'latest']));
}
