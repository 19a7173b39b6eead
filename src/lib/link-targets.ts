import { pathnameToLanguage } from './paths';
import { pageExists } from './written-pages';

/** Throws, naming both pages, when an internal link points at a page that does not exist. */
export function assertLinkTarget(href: string, fromPage: string): void {
  const { canonicalPathname } = pathnameToLanguage(href);
  if (!pageExists(canonicalPathname)) {
    throw new Error(
      `Broken link on ${fromPage}: ${href} is not a page of this site. ` +
        'Link to a written page, or write the page first.',
    );
  }
}
