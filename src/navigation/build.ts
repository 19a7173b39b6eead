import type { NavEntry, NavNode, NavTree } from './types';

const API_TAB_SEGMENTS = new Set(['components-api', 'hooks-api']);

/** True when the pathname lies inside an API section (`/x/api/...`, `/material-ui/api/...`). */
export function isApiSectionPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const apiIndex = segments.indexOf('api');
  return apiIndex !== -1 && apiIndex < segments.length - 1;
}

/**
 * The title of an entry that has neither its own nor a written page, from its last path
 * segment, in sentence case: `example-projects` -> `Example projects`; under an API section,
 * the code name: `grid-col-def` -> `GridColDef`.
 */
export function deriveTitle(pathname: string): string {
  const last =
    pathname
      .replace(/[#?].*$/, '')
      .split('/')
      .filter(Boolean)
      .pop() ?? '';
  const words = last.split('-').filter(Boolean);
  if (isApiSectionPath(pathname)) return words.map(capitalise).join('');
  return capitalise(words.join(' '));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Where a node sits, for error messages: `under Data Grid > Main features`. */
function location(parents: NavNode[]): string {
  return parents.length === 0 ? 'at the top level' : `under ${parents.map((parent) => parent.title.en).join(' > ')}`;
}

function isInsideApiTab(parents: NavNode[]): boolean {
  const parent = parents[parents.length - 1];
  if (!parent) return false;
  const last = parent.pathname.split('/').filter(Boolean).pop() ?? '';
  return API_TAB_SEGMENTS.has(last);
}

/** The Chinese title of an entry: its own, or the code name derived under an API section. */
export function chineseTitle(entry: NavEntry): string | undefined {
  if (entry.zh !== undefined) return entry.zh;
  return entry.title === undefined && isApiSectionPath(entry.pathname) ? deriveTitle(entry.pathname) : undefined;
}

/** Every entry (at any depth) that has no Chinese title. */
export function entriesWithoutChineseTitle(entries: NavEntry[]): NavEntry[] {
  return entries.flatMap((entry) => [
    ...(chineseTitle(entry) === undefined ? [entry] : []),
    ...entriesWithoutChineseTitle(entry.children ?? []),
  ]);
}

/**
 * Turns navigation data into the drawer tree, the reading order of its leaves and an
 * index by pathname. An entry without a title takes its page's (`titles`, English
 * frontmatter titles by pathname), else a derived one. Throws on a pathname that appears
 * twice (API entries listed under several components-api / hooks-api tabs excepted) and on
 * an entry without a Chinese title.
 */
export function buildNavTree(entries: NavEntry[], titles: ReadonlyMap<string, string> = new Map()): NavTree {
  const index = new Map<string, NavNode>();
  const leaves: NavNode[] = [];

  function visit(entry: NavEntry, parents: NavNode[]): NavNode {
    const en = entry.title ?? titles.get(entry.pathname) ?? deriveTitle(entry.pathname);
    const zh = chineseTitle(entry);
    if (zh === undefined) {
      throw new Error(
        `Navigation entry ${entry.pathname} ("${en}") has no Chinese title: add a \`zh\` field to it (${location(parents)}).`,
      );
    }
    const inApiTab = isInsideApiTab(parents);
    const node: NavNode = {
      pathname: entry.pathname,
      title: { en, zh },
      subheader: entry.subheader ?? false,
      children: [],
      plan: entry.plan,
      planned: entry.planned ?? false,
      newFeature: entry.newFeature ?? false,
      unstable: entry.unstable ?? false,
      hidden: entry.hidden ?? false,
      tabs: entry.tabs ?? [],
      parents,
    };
    const first = index.get(entry.pathname);
    if (first) {
      if (!inApiTab) {
        const hint = entry.pathname.startsWith('/x/api/')
          ? ' API reference pages are listed once, in src/navigation/x-api-pages.ts.'
          : '';
        throw new Error(
          `Duplicate page pathname: ${entry.pathname}, ${location(first.parents)} and ${location(parents)}. A page has one navigation entry.${hint}`,
        );
      }
    } else {
      index.set(entry.pathname, node);
    }
    const childParents = [...parents, node];
    node.children = (entry.children ?? []).map((child) => visit(child, childParents));
    if (node.children.length === 0 && !node.hidden && !inApiTab) leaves.push(node);
    return node;
  }

  const roots = entries.map((entry) => visit(entry, []));
  return { roots, leaves, index };
}

/** The leaves before and after `pathname` in reading order. */
export function getPrevNext(
  leaves: NavNode[],
  pathname: string,
): { prev?: NavNode | undefined; next?: NavNode | undefined } {
  const position = leaves.findIndex((leaf) => leaf.pathname === pathname);
  if (position === -1) return {};
  return { prev: leaves[position - 1], next: leaves[position + 1] };
}
