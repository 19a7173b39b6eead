import type { Language, NavNode } from '../navigation/types';

/**
 * The drawer's list of one navigation tree in one language, as HTML with holes: every page
 * shows the same list except for the entry marked current and the groups open around it. So
 * the list is written once per tree and language, and each page only fills its holes, instead
 * of rendering hundreds of entries again for every page (a cost that grows with the square of
 * the number of pages).
 */
export interface DrawerMarkup {
  /** The HTML between the holes: one more than there are holes. */
  parts: string[];
  /** What fills each hole, on the page of `pathname` or one below it. */
  holes: Hole[];
}

type Hole = { kind: 'current'; pathname: string } | { kind: 'open'; pathname: string };

export interface DrawerText {
  /** The localised link of a page pathname (with its base path). */
  href: (pathname: string) => string;
  /** Whether an entry's page is written; the others lead to their placeholder page. */
  isWritten: (node: NavNode) => boolean;
  plan: { pro: string; premium: string };
  chip: { new: string; planned: string; preview: string };
  notWritten: string;
  notWrittenLong: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function chips(node: NavNode, text: DrawerText): string {
  return [
    node.plan &&
      `<span class="plan-icon plan-${node.plan}" role="img" aria-label="${escapeHtml(text.plan[node.plan])}"></span>`,
    node.newFeature && `<span class="chip chip-new">${escapeHtml(text.chip.new)}</span>`,
    node.planned && `<span class="chip chip-planned">${escapeHtml(text.chip.planned)}</span>`,
    node.unstable && `<span class="chip chip-preview">${escapeHtml(text.chip.preview)}</span>`,
  ]
    .filter(Boolean)
    .join('');
}

/** Writes the list items of the visible `nodes` into `parts` and `holes`. */
function writeItems(
  nodes: readonly NavNode[],
  lang: Language,
  depth: number,
  text: DrawerText,
  out: DrawerMarkup,
): void {
  const write = (html: string) => (out.parts[out.parts.length - 1] += html);
  const hole = (kind: Hole['kind'], pathname: string) => {
    out.holes.push({ kind, pathname });
    out.parts.push('');
  };
  for (const node of nodes) {
    if (node.hidden) continue;
    const title = escapeHtml(node.title[lang]) + chips(node, text);
    const children = node.children.filter((child) => !child.hidden);
    if (children.length > 0 && node.subheader) {
      write(`<li class="nav-subheader"><span class="nav-subheader-title">${title}</span><ul>`);
      writeItems(children, lang, depth, text, out);
      write('</ul></li>');
    } else if (children.length > 0) {
      // Depth is set once per nested list and inherited, rather than on each item.
      write('<li class="nav-group"><details');
      hole('open', node.pathname);
      write(`><summary>${title}</summary><ul style="--depth: ${depth + 1}">`);
      writeItems(children, lang, depth + 1, text, out);
      write('</ul></details></li>');
    } else {
      const written = text.isWritten(node);
      const missing = written ? '' : ` title="${escapeHtml(text.notWrittenLong)}"`;
      const note = written ? '' : `<span class="visually-hidden">(${escapeHtml(text.notWritten)})</span>`;
      // An unwritten page has a placeholder page to lead to; an anchor into one has not.
      if (written || !node.pathname.includes('#')) {
        const hash = node.pathname.match(/#.*$/)?.[0] ?? '';
        write(
          `<li><a class="nav-link${written ? '' : ' nav-link-missing'}" href="${escapeHtml(text.href(node.pathname) + hash)}"`,
        );
        hole('current', node.pathname);
        write(`${missing}>${title}${note}</a></li>`);
      } else {
        write(`<li><span class="nav-link nav-link-missing"${missing}>${title}${note}</span></li>`);
      }
    }
  }
}

export function drawerMarkup(roots: readonly NavNode[], lang: Language, text: DrawerText): DrawerMarkup {
  const markup: DrawerMarkup = { parts: [''], holes: [] };
  writeItems(roots, lang, 0, text, markup);
  return markup;
}

const built = new WeakMap<object, Map<Language, DrawerMarkup>>();

/**
 * The markup of a tree in a language, written on first use and kept for the build: `tree`
 * must not change, and `text` must be the same on every call for that tree.
 */
export function cachedDrawerMarkup(
  tree: { roots: readonly NavNode[] },
  lang: Language,
  text: () => DrawerText,
): DrawerMarkup {
  const byLanguage = built.get(tree) ?? new Map<Language, DrawerMarkup>();
  built.set(tree, byLanguage);
  let markup = byLanguage.get(lang);
  if (!markup) {
    markup = drawerMarkup(tree.roots, lang, text());
    byLanguage.set(lang, markup);
  }
  return markup;
}

/** The drawer list of the page `current`: its entry marked, the groups above it open. */
export function drawerHtml(markup: DrawerMarkup, current: string, openGroups: ReadonlySet<string>): string {
  let html = markup.parts[0]!;
  markup.holes.forEach((hole, index) => {
    if (hole.kind === 'current' && hole.pathname === current) html += ' aria-current="page"';
    if (hole.kind === 'open' && openGroups.has(hole.pathname)) html += ' open';
    html += markup.parts[index + 1]!;
  });
  return html;
}
