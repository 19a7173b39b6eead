import { DEFAULT_LANGUAGE, getLanguageEntry, type Language } from '../languages';
import { localizePath, pathnameToLanguage } from '../paths';

/**
 * sitemap.xml for the built pages: one <url> per page and language, each listing its
 * language alternates (hreflang) when the page exists in more than one. `root` is the site URL with
 * its base path; pathnames are relative to it.
 */
export function renderSitemap(root: string, pathnames: readonly string[]): string {
  const byCanonical = new Map<string, Set<Language>>();
  for (const pathname of pathnames) {
    const { userLanguage, canonicalPathname } = pathnameToLanguage(pathname);
    const languages = byCanonical.get(canonicalPathname) ?? new Set<Language>();
    languages.add(userLanguage);
    byCanonical.set(canonicalPathname, languages);
  }
  const url = (path: string) => new URL(path.replace(/^\//, ''), root.replace(/\/?$/, '/')).href;
  const entries: string[] = [];
  for (const [canonical, languages] of [...byCanonical].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...languages].sort();
    for (const language of sorted) {
      const alternates =
        sorted.length > 1
          ? [
              ...sorted.map(
                (other) =>
                  `    <xhtml:link rel="alternate" hreflang="${getLanguageEntry(other).htmlLang}" href="${url(localizePath(canonical, other))}"/>`,
              ),
              ...(sorted.includes(DEFAULT_LANGUAGE)
                ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(canonical)}"/>`]
                : []),
            ]
          : [];
      entries.push(
        ['  <url>', `    <loc>${url(localizePath(canonical, language))}</loc>`, ...alternates, '  </url>'].join('\n'),
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Whether a built HTML file (its path in dist/) belongs in the sitemap: the 404 page of
 * every language and the bare playground do not.
 */
export function isSitemapPage(file: string): boolean {
  if (file.startsWith('playground/')) return false;
  const { canonicalPathname } = pathnameToLanguage(`/${file}`);
  return !/^\/404(\.html|\/|$)/.test(canonicalPathname);
}

/**
 * Whether a built page asks search engines to leave it out (`<meta name="robots" content="noindex">`,
 * as the placeholder of a page not written yet does): the sitemap leaves it out too.
 */
export function isNoindexPage(html: string): boolean {
  return [...html.matchAll(/<meta\s[^>]*>/gi)].some(
    ([tag]) => /\sname=["']?robots["'\s>]/i.test(tag) && /\scontent=["'][^"']*\bnoindex\b/i.test(tag),
  );
}

/** robots.txt: everything but the bare playground, and where the sitemap is. `root` includes the base path. */
export function renderRobots(root: string): string {
  const base = root.replace(/\/?$/, '/');
  return [
    'User-agent: *',
    `Disallow: ${new URL('playground', base).pathname}`,
    '',
    `Sitemap: ${new URL('sitemap.xml', base).href}`,
    '',
  ].join('\n');
}
