// What the built site should contain, computed from the sources (content files and
// navigation data) independently of the page templates.
import { readFileSync, existsSync } from 'node:fs';
import { listFiles } from '../../scripts/list-files';
import { join, relative } from 'node:path';
import { buildNavTree } from '../../src/navigation/build';
import { muiXNav } from '../../src/navigation/mui-x';
import { generalNav } from '../../src/navigation/general';
import { frontmatterTitle } from '../../src/navigation/page-titles';
import type { NavNode, NavTree } from '../../src/navigation/types';
import { hasApiPage } from '../../scripts/api/pages';

const contentRoot = join(process.cwd(), 'src/content/docs');

function pageTitle(file: string): string {
  const title = frontmatterTitle(readFileSync(file, 'utf8'));
  if (title === undefined) throw new Error(`No title in ${file}`);
  return title;
}

const written = new Set(
  listFiles(join(contentRoot, 'en'), '.mdx').map((file) => `/${relative(join(contentRoot, 'en'), file).replace(/\.mdx$/, '')}`),
);

const englishTitles = new Map([...written].map((pathname) => [pathname, pageTitle(join(contentRoot, 'en', `${pathname}.mdx`))]));

export const trees: Record<'x' | 'general', NavTree> = {
  x: buildNavTree(muiXNav, englishTitles),
  general: buildNavTree(generalNav, englishTitles),
};

export interface ExpectedPage {
  url: string;
  lang: 'en' | 'zh';
  pathname: string;
  h1: string;
  documentTitle: string;
  navTitle: string;
  node: NavNode;
  /** A /zh/ page showing the English body. */
  untranslated: boolean;
}

export const writtenPathnames: ReadonlySet<string> = written;

export function treeFor(pathname: string): NavTree {
  return pathname.startsWith('/x/') ? trees.x : trees.general;
}

export const expectedPages: ExpectedPage[] = [...written].sort().flatMap((pathname) => {
  const tree = treeFor(pathname);
  const node = tree.index.get(pathname);
  if (!node) throw new Error(`${pathname} has no navigation entry`);
  const suffix = tree === trees.x ? 'MUI X' : 'Material UI';
  return (['en', 'zh'] as const).map((lang) => {
    const translated = join(contentRoot, lang, `${pathname}.mdx`);
    const hasBody = lang === 'en' || existsSync(translated);
    const h1 = hasBody ? pageTitle(translated) : node.title.zh;
    return {
      url: lang === 'en' ? pathname : `/zh${pathname}`,
      lang,
      pathname,
      h1,
      documentTitle: `${h1} - ${suffix}`,
      navTitle: node.title[lang],
      node,
      untranslated: !hasBody,
    };
  });
});

/** The reading order of written pages in one tree: what prev / next must follow. */
export function readingOrder(tree: NavTree): string[] {
  return tree.leaves
    .map((leaf) => leaf.pathname)
    .filter((pathname) => !pathname.includes('#') && (written.has(pathname) || pathname === '/x/llms.txt' || hasApiPage(pathname)));
}
