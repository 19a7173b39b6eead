import type { MarkdownHeading } from 'astro';
import type { NavNode } from '../navigation/types';
import { pairAnchors } from './anchors';
import { createTranslator } from './i18n';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { DocRoute } from './routes';

export interface DocPageInput {
  route: DocRoute;
  node: NavNode | undefined;
  /** Frontmatter of the body shown. */
  frontmatter: { title: string; description: string; hideToc?: boolean | undefined };
  headings: MarkdownHeading[];
  /** Headings of the body the language switch leads to, when that is another body. */
  switchHeadings?: MarkdownHeading[] | undefined;
  /** Names of the components the page's API tab documents. */
  tabComponents: readonly string[];
}

/** What the documentation page template shows, for one route. */
export interface DocPage {
  lang: Language;
  /** Canonical pathname, with the tab for an API tab route. */
  pathname: string;
  title: string;
  description: string;
  headings: MarkdownHeading[];
  hideToc: boolean;
  /** The language of the body: English on an untranslated page. */
  bodyLang: Language;
  /** This page's section anchors paired with those of the body the language switch leads to. */
  anchorMap: Record<string, string>;
}

/**
 * The page of a documentation route. An untranslated page is titled with its navigation
 * title in the page's language; an API tab lists one section per component, and its
 * description says which page it belongs to.
 */
export function docPage({ route, node, frontmatter, headings, switchHeadings, tabComponents }: DocPageInput): DocPage {
  const title = route.isFallback && node ? node.title[route.lang] : frontmatter.title;
  const t = createTranslator(route.lang);
  return {
    lang: route.lang,
    pathname: route.tab ? `${route.pathname}/${route.tab}` : route.pathname,
    title,
    description: route.tab ? t('api.tabDescription', { title }) : frontmatter.description,
    headings: route.tab ? tabComponents.map((name) => ({ depth: 2, slug: `api-${name}`, text: name })) : headings,
    hideToc: frontmatter.hideToc ?? false,
    bodyLang: route.isFallback ? DEFAULT_LANGUAGE : route.lang,
    anchorMap: switchHeadings ? pairAnchors(headings, switchHeadings) : {},
  };
}
