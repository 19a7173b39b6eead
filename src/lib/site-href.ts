import { withBase } from './paths';

/** A site path as a link: under the configured base path (import.meta.env.BASE_URL). */
export const siteHref = (path: string): string => withBase(path, import.meta.env.BASE_URL);

/** A request path without the base path, as the site's path rules expect it. */
export function withoutBase(pathname: string): string {
  const root = import.meta.env.BASE_URL.replace(/\/+$/, '');
  return root && pathname.startsWith(root) ? pathname.slice(root.length) || '/' : pathname;
}
