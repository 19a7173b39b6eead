import type { DocsTab, Language, NavNode, NavTree } from '../navigation/types';
import { DEFAULT_LANGUAGE, otherLanguages } from './languages';
import { getLanguagePrefix, normalizePathname } from './paths';

/** A content file's id (`en/x/introduction`) split into its language and page pathname. */
export function parseDocId(id: string): { lang: string; pathname: string } {
  const [lang = '', ...rest] = id.split('/');
  return { lang, pathname: `/${rest.join('/')}` };
}

export interface DocRoute {
  /** The URL path without leading slash, as Astro's rest parameter wants it. */
  slug: string;
  lang: Language;
  pathname: string;
  /** The content id of the body shown: the page's language's where it exists, else the English. */
  bodyId: string;
  /** True when a page of another language than English shows the English body. */
  isFallback: boolean;
  /** The body the language switch leads to, to pair the sections of both. */
  switchBodyId: string;
  /** A [docsTab] route of a component page: its API tab rather than its demos. */
  tab?: DocsTab | undefined;
  treeId: 'x' | 'general';
}

export interface RouteInput {
  contentIds: string[];
  trees: Record<'x' | 'general', NavTree>;
  getTreeId: (pathname: string) => 'x' | 'general';
  languages: readonly Language[];
}

/**
 * Every documentation route: one per English content file and language. A content file
 * without a navigation entry, or a Chinese file without its English original, is an error
 * that names the file and what to add.
 */
export function buildDocRoutes({ contentIds, trees, getTreeId, languages }: RouteInput): DocRoute[] {
  const ids = new Set(contentIds);
  const routes: DocRoute[] = [];
  for (const id of [...contentIds].sort()) {
    const { lang, pathname } = parseDocId(id);
    const file = `src/content/docs/${id}.mdx`;
    if (lang !== DEFAULT_LANGUAGE) {
      if (!ids.has(`en${pathname}`)) {
        throw new Error(`${file}: a translation needs its English page src/content/docs/en${pathname}.mdx.`);
      }
      continue;
    }
    const treeId = getTreeId(pathname);
    if (!trees[treeId].index.has(pathname)) {
      const dataFolder = treeId === 'x' ? 'src/navigation/x/' : 'src/navigation/material-ui/';
      throw new Error(
        `${file}: no navigation entry for ${pathname}. Add one to the file of its area in ${dataFolder}.`,
      );
    }
    // A component page expands its [docsTab]: the page itself, then each of its API tabs.
    const tabs: Array<DocsTab | undefined> = [undefined, ...(trees[treeId].index.get(pathname)?.tabs ?? [])];
    const bodyIn = (language: string) => (ids.has(`${language}${pathname}`) ? `${language}${pathname}` : id);
    for (const language of languages) {
      const [switchLanguage = language] = otherLanguages(language);
      for (const tab of tabs) {
        routes.push({
          slug: `${getLanguagePrefix(language)}${pathname}${tab ? `/${tab}` : ''}`.replace(/^\//, ''),
          lang: language,
          pathname,
          bodyId: bodyIn(language),
          isFallback: bodyIn(language) !== `${language}${pathname}`,
          switchBodyId: bodyIn(switchLanguage),
          treeId,
          tab,
        });
      }
    }
  }
  return routes;
}

/** The `[...lang]` parameter of a route file: none for the default language, else its code. */
export function langParam(lang: Language): string | undefined {
  return getLanguagePrefix(lang).slice(1) || undefined;
}

export interface LanguageRoute {
  params: { lang: string | undefined };
  props: { lang: Language };
}

/** The routes of a `[...lang]` page that exists once per language (landing and 404 pages). */
export function languageRoutes(languages: readonly Language[]): LanguageRoute[] {
  return languages.map((lang) => ({ params: { lang: langParam(lang) }, props: { lang } }));
}

/** Pathnames with a page of their own, besides content files (generated files such as llms.txt). */
export const GENERATED_PAGES = new Set(['/x/llms.txt']);

/**
 * Whether a navigation node can be linked: its page exists. Anchor entries
 * (`/x/react-charts/#planned-charts`) are available when their page is.
 */
export function isNodeAvailable(node: NavNode, written: ReadonlySet<string>): boolean {
  const pagePath = normalizePathname(node.pathname);
  return written.has(pagePath) || GENERATED_PAGES.has(pagePath);
}
