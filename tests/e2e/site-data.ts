// What the built site should contain, computed from the sources (content files and
// navigation data) independently of the page templates.
import { readFileSync, existsSync } from 'node:fs';
import { listFiles } from '../../scripts/list-files';
import { join, relative } from 'node:path';
import { buildNavTree } from '../../src/navigation/build';
import { muiXNav } from '../../src/navigation/mui-x';
import { generalNav } from '../../src/navigation/general';
import { frontmatterField } from '../../src/navigation/page-titles';
import type { NavNode, NavTree } from '../../src/navigation/types';
import { hasApiPage } from '../../scripts/api/pages';
import { getProductKey } from '../../src/lib/product';
import { productAreas } from '../../scripts/bench/heaviest-pages';
import { countDemos } from '../../src/lib/coverage';

const contentRoot = join(process.cwd(), 'src/content/docs');

function field(file: string, name: 'title' | 'description'): string {
  const value = frontmatterField(readFileSync(file, 'utf8'), name);
  if (value === undefined) throw new Error(`No ${name} in ${file}`);
  return value;
}

const pageTitle = (file: string) => field(file, 'title');

const written = new Set(
  listFiles(join(contentRoot, 'en'), '.mdx').map(
    (file) => `/${relative(join(contentRoot, 'en'), file).replace(/\.mdx$/, '')}`,
  ),
);

const englishTitles = new Map(
  [...written].map((pathname) => [pathname, pageTitle(join(contentRoot, 'en', `${pathname}.mdx`))]),
);

export const trees: Record<'x' | 'general', NavTree> = {
  x: buildNavTree(muiXNav, englishTitles),
  general: buildNavTree(generalNav, englishTitles),
};

export interface ExpectedPage {
  url: string;
  lang: 'en' | 'zh';
  pathname: string;
  h1: string;
  /** The meta description: the frontmatter description of the body shown. */
  description: string;
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
    const description = field(hasBody ? translated : join(contentRoot, 'en', `${pathname}.mdx`), 'description');
    return {
      url: lang === 'en' ? pathname : `/zh${pathname}`,
      lang,
      pathname,
      h1,
      description,
      documentTitle: `${h1} - ${suffix}`,
      navTitle: node.title[lang],
      node,
      untranslated: !hasBody,
    };
  });
});

/**
 * The pages prev / next step through from `pathname`: the written guide pages of its product, in
 * drawer order (API reference pages are not content files, so none of them is among these).
 */
export function readingOrder(tree: NavTree, pathname: string): string[] {
  const product = getProductKey(pathname);
  return tree.leaves
    .map((leaf) => leaf.pathname)
    .filter(
      (candidate) =>
        !candidate.includes('#') &&
        (written.has(candidate) || candidate === '/x/llms.txt') &&
        getProductKey(candidate) === product,
    );
}

/** Written English pages that show at least one demo. */
const demoCount = (pathname: string) => countDemos(readFileSync(join(contentRoot, 'en', `${pathname}.mdx`), 'utf8'));

/** Every written page with demos: grows with the content. */
export const demoPagePaths: string[] = [...written].filter((pathname) => demoCount(pathname) > 0).sort();

/**
 * Each product area's written page with the most demos: a fixed number of pages, whatever
 * the size of the content, for the browser checks `npm test` runs on demos.
 */
export const demoSamplePaths: string[] = Object.values(productAreas).flatMap((folder) => {
  const pages = demoPagePaths.filter((pathname) => `${pathname}/`.startsWith(folder));
  const most = pages.reduce<string | undefined>(
    (best, pathname) => (best === undefined || demoCount(pathname) > demoCount(best) ? pathname : best),
    undefined,
  );
  return most ? [most] : [];
});

/** Drawer entries whose page is not written: each leads to a placeholder page. */
export const unwrittenPathnames: string[] = [trees.x, trees.general].flatMap((tree) =>
  tree.leaves
    .map((leaf) => leaf.pathname)
    .filter((pathname) => !pathname.includes('#') && !written.has(pathname) && !hasApiPage(pathname))
    .filter((pathname) => pathname !== '/x/llms.txt'),
);

/** One page of each template: what browser tests open instead of every page. */
export const templatePages = [
  '/',
  '/x',
  '/x/introduction',
  '/x/react-data-grid/pagination',
  '/x/react-date-pickers/date-picker',
  '/x/react-charts/bars',
  '/material-ui/components/buttons',
  '/material-ui/components/buttons/components-api',
  '/x/api/data-grid/data-grid',
  '/x/api/data-grid',
  '/material-ui/api/button',
  '/playground',
  '/no-such-page',
  // The placeholder of a drawer entry whose page is not written yet.
  '/x/react-data-grid/sorting',
];
