/**
 * Path rules of the site (product spec, section 2 "Path handling"). Pure functions:
 * each accepts any string and never throws.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { xAreas, type XProductArea } from './product-registry';

const LANGUAGE_PREFIXES = new RegExp(`^(?:/(?:${LANGUAGES.join('|')})(?=/|$))+`);

/**
 * Drops the hash and the query, collapses repeated slashes and removes trailing ones
 * (the root stays `/`).
 */
export function normalizePathname(path: string): string {
  const withoutHash = path.replace(/[?#].*$/s, '').replace(/\/{2,}/g, '/');
  const trimmed = withoutHash.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** `''` for the default language (English), otherwise `/{userLanguage}`. */
export function getLanguagePrefix(userLanguage: string): string {
  return userLanguage === DEFAULT_LANGUAGE ? '' : `/${userLanguage}`;
}

/**
 * The blog keeps one language and is left out of language handling, and so are files
 * (a last segment with an extension, such as /x/llms.txt or /x/sw.js).
 */
export function isLanguageHandled(path: string): boolean {
  const pathname = normalizePathname(path);
  if (pathname === '/blog' || pathname.startsWith('/blog/')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}

/**
 * Splits an optional language prefix (`/en`, `/zh`) off a normalised path:
 * `/zh/x/introduction/` -> `{ userLanguage: 'zh', canonicalPathname: '/x/introduction' }`.
 */
export function pathnameToLanguage(path: string): {
  userLanguage: Language;
  canonicalPathname: string;
} {
  const pathname = normalizePathname(path);
  const prefix = LANGUAGE_PREFIXES.exec(pathname);
  const rest = prefix ? pathname.slice(prefix[0].length) || '/' : pathname;
  if (!prefix || !isLanguageHandled(rest)) {
    // The blog has one language: a prefix in front of it is dropped, not honoured.
    return { userLanguage: DEFAULT_LANGUAGE, canonicalPathname: rest };
  }
  // Repeated prefixes (`/zh/en/...`) collapse: the first one names the language.
  return { userLanguage: prefix[0].split('/')[1] as Language, canonicalPathname: rest };
}

/** The same page in another language: `/x/introduction` -> `/zh/x/introduction`. */
export function localizePath(path: string, userLanguage: string): string {
  const { canonicalPathname } = pathnameToLanguage(path);
  if (!isLanguageHandled(canonicalPathname)) return canonicalPathname;
  const prefix = getLanguagePrefix(userLanguage);
  return canonicalPathname === '/' ? `${prefix}/` : `${prefix}${canonicalPathname}`;
}

const DOCS_TAB_SEGMENTS = new Set(['components-api', 'hooks-api']);

/**
 * The page a path belongs to: strips a literal `[docsTab]` segment and a trailing tab
 * segment (`components-api`, `hooks-api`), after language and normalisation.
 */
export function getActivePagePath(path: string): string {
  const withoutTabMarker = normalizePathname(path)
    .split('/')
    .filter((segment) => segment !== '[docsTab]')
    .join('/');
  const { canonicalPathname } = pathnameToLanguage(withoutTabMarker);
  const segments = canonicalPathname.split('/').filter(Boolean);
  while (segments.length > 1 && DOCS_TAB_SEGMENTS.has(segments[segments.length - 1] ?? '')) {
    segments.pop();
  }
  return `/${segments.join('/')}`;
}

/** The docs tab a path shows, or undefined for the page itself. */
export function getDocsTab(path: string): string | undefined {
  const last = normalizePathname(path).split('/').pop() ?? '';
  return DOCS_TAB_SEGMENTS.has(last) ? last : undefined;
}

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}-`);
}

/** `pathname` is `prefix` itself or a path under it (`/x/api/charts/bar-chart` is under `/x/api/charts`). */
export function isAtOrUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The MUI X product area of an API reference path (`/x/api/charts/bar-chart` -> `x-charts`). */
export function getApiProductArea(path: string): XProductArea | undefined {
  const { canonicalPathname } = pathnameToLanguage(path);
  return xAreas.find((area) => isAtOrUnder(canonicalPathname, area.api.pathname))?.key;
}

/** The MUI X product area of any path under /x/, API pages included. */
export function getXProductArea(path: string): XProductArea | undefined {
  const apiArea = getApiProductArea(path);
  if (apiArea) return apiArea;
  const { canonicalPathname } = pathnameToLanguage(path);
  return xAreas.find((area) => area.paths.some((prefix) => startsWithSegment(canonicalPathname, prefix)))?.key;
}

export interface ProductInfo {
  productCategoryId: string;
  productId: string;
}

const CORE_PRODUCTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_INFRA = new Set(['docs', 'versions', 'production-error']);

/**
 * The product category and product id of a path, from its first segment. Unknown
 * paths get the explicit string 'null' so that analytics tell them apart from missing data.
 */
export function getProductInfo(path: string): ProductInfo {
  const { canonicalPathname } = pathnameToLanguage(path);
  const [first = '', second = ''] = canonicalPathname.split('/').filter(Boolean);
  if (CORE_PRODUCTS.has(first)) return { productCategoryId: 'core', productId: first };
  if (first === 'x') {
    return { productCategoryId: 'x', productId: getXProductArea(canonicalPathname) ?? 'x' };
  }
  if (first === 'toolpad') {
    const productId = second === 'core' || second === 'studio' ? `toolpad-${second}` : 'toolpad';
    return { productCategoryId: 'toolpad', productId };
  }
  if (DOCS_INFRA.has(first) || (first === 'experiments' && second === 'docs')) {
    return { productCategoryId: 'docs-infra', productId: 'docs' };
  }
  return { productCategoryId: 'null', productId: 'null' };
}

const LEGACY_PREFIXES: Array<[string, string]> = [
  ['/api', '/material-ui/api'],
  ['/getting-started', '/material-ui/getting-started'],
  ['/components', '/material-ui/components'],
  ['/customization', '/material-ui/customization'],
  ['/guides', '/material-ui/guides'],
  ['/discover-more', '/material-ui/discover-more'],
  ['/styles', '/system/styles'],
  ['/css-in-js', '/system/styles'],
];

/**
 * Maps an old unprefixed path to its current place: `/api/button` -> `/material-ui/api/button`,
 * `/css-in-js/basics` -> `/system/styles/basics`. Undefined when the path is current.
 */
export function mapLegacyPath(path: string): string | undefined {
  const { userLanguage, canonicalPathname } = pathnameToLanguage(path);
  for (const [from, to] of LEGACY_PREFIXES) {
    if (canonicalPathname === from || canonicalPathname.startsWith(`${from}/`)) {
      return `${getLanguagePrefix(userLanguage)}${to}${canonicalPathname.slice(from.length)}`;
    }
  }
  return undefined;
}

/** A site path under the base path the site is served from: `withBase('/x', '/docs/')` is `/docs/x`. */
export function withBase(path: string, base: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const root = base.replace(/\/+$/, '');
  return `${root}${path}` || '/';
}

/** The legacy prefixes and where they moved, for the host's redirect rules. */
export function legacyPrefixes(): ReadonlyArray<readonly [from: string, to: string]> {
  return LEGACY_PREFIXES;
}

/** `/playground` renders without the documentation layout. */
export function usesBareLayout(path: string): boolean {
  const { canonicalPathname } = pathnameToLanguage(path);
  return canonicalPathname === '/playground' || canonicalPathname.startsWith('/playground/');
}

/** Fills a `{host}` template: `https://v7.{host}/x/` -> `https://v7.mui.com/x/`. */
export function fillHostTemplate(template: string, host: string): string {
  return template.split('{host}').join(host);
}
