import type { NavNode } from '../navigation/types';

export interface LlmsPage {
  title: string;
  description: string;
}

/**
 * The llms.txt of a drawer tree: a heading per top-level section, then one line per written
 * page with its absolute URL and description, in drawer order.
 */
export function renderLlmsTxt(options: {
  title: string;
  summary: string;
  roots: NavNode[];
  pages: ReadonlyMap<string, LlmsPage>;
  site: URL;
}): string {
  const { title, summary, roots, pages, site } = options;
  const lines = [`# ${title}`, '', `> ${summary}`, ''];

  const collect = (node: NavNode, out: string[]) => {
    const page = pages.get(node.pathname);
    if (page)
      out.push(
        `- [${page.title}](${new URL(node.pathname.replace(/^\//, ''), site.href.replace(/\/?$/, '/')).href}): ${page.description}`,
      );
    for (const child of node.children) collect(child, out);
  };

  for (const root of roots.filter((node) => !node.hidden)) {
    const entries: string[] = [];
    collect(root, entries);
    if (entries.length === 0) continue;
    lines.push(`## ${root.title.en}`, '', ...entries, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
