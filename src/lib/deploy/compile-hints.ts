/**
 * V8's explicit compile hint: a file that starts with this comment has all its functions
 * compiled eagerly, on a background thread while it downloads, instead of each one on the
 * main thread the first time it runs. Chrome reads it since version 136; other browsers
 * see a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Packages whose code mostly runs as soon as a demo starts: React's renderer, and the Data
 * Grid, whose mount calls most of its core. Eager compilation of code that never runs only
 * costs background time and memory, so the list stays short and measured.
 */
export const EAGERLY_COMPILED_PACKAGES = [
  'react-dom',
  'scheduler',
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-virtualizer',
] as const;

/** The npm package a bundled module comes from (the innermost node_modules), or undefined for the site's own code. */
export function packageOfModule(moduleId: string): string | undefined {
  const path = moduleId.replaceAll('\\', '/');
  const start = path.lastIndexOf('node_modules/');
  if (start === -1) return undefined;
  return /^((?:@[^/]+\/)?[^/]+)\//.exec(path.slice(start + 'node_modules/'.length))?.[1];
}

/**
 * Whether a chunk should carry the compile hint: when at least half of its code, by the
 * bytes Rollup rendered of each module, comes from the eagerly compiled packages.
 */
export function wantsCompileHint(
  modules: Record<string, { renderedLength: number }>,
  packages: readonly string[] = EAGERLY_COMPILED_PACKAGES,
): boolean {
  let total = 0;
  let eager = 0;
  for (const [id, { renderedLength }] of Object.entries(modules)) {
    total += renderedLength;
    const name = packageOfModule(id);
    if (name !== undefined && packages.includes(name)) eager += renderedLength;
  }
  return total > 0 && eager * 2 >= total;
}
