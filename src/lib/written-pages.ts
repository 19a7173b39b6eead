import type { NavNode } from '../navigation/types';
import { normalizePathname } from './paths';
import { apiIndexPathname, apiPathname } from './api/targets';
import { isNodeAvailable } from './routes';

/** Pages that exist without a content file: landing pages and generated files. */
export const BUILT_IN_PAGES = new Set(['/', '/x', '/x/llms.txt', '/playground']);

/**
 * Pathnames of the English content files (`src/content/docs/en/x/introduction.mdx` ->
 * `/x/introduction`). Read from the file names at build time, without loading the files.
 */
export const writtenPages: ReadonlySet<string> = new Set(
  Object.keys(import.meta.glob('../content/docs/en/**/*.mdx')).map((file) =>
    file.replace('../content/docs/en', '').replace(/\.mdx$/, ''),
  ),
);

/** Pathnames of the generated API reference pages, and of each product's API index. */
export const apiPages: ReadonlySet<string> = new Set(
  Object.keys(import.meta.glob('../content/api/**/*.json')).flatMap((file) => {
    const [product = '', slug = ''] = file
      .replace('../content/api/', '')
      .replace(/\.json$/, '')
      .split('/');
    return [apiPathname(product, slug), apiIndexPathname(product)];
  }),
);

/** Whether an internal URL points at a page of this site. */
export function pageExists(path: string, pages: ReadonlySet<string> = writtenPages): boolean {
  const pathname = normalizePathname(path);
  return BUILT_IN_PAGES.has(pathname) || pages.has(pathname) || apiPages.has(pathname);
}

/** Whether a navigation entry's page exists: written, generated (llms.txt) or an API page. */
export function isNodeWritten(node: NavNode): boolean {
  return isNodeAvailable(node, writtenPages) || apiPages.has(node.pathname);
}
