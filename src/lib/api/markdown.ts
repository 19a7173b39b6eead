/**
 * The small Markdown of JSDoc descriptions, rendered to HTML at build time: paragraphs,
 * `- ` lists, `code`, **bold**, [links](url) and [[TypeName]] references. Everything else is
 * escaped. `resolveLink` turns a URL (or a referenced type name) into a site path, or leaves
 * it out when undefined.
 */
export interface MarkdownLinks {
  /** A URL of the description: a path of this site when the page exists here, else the URL. */
  url: (href: string) => string;
  /** The site path of a referenced type's API page, when there is one. */
  type: (name: string) => string | undefined;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inline(text: string, links: MarkdownLinks): string {
  const codes: string[] = [];
  let html = escape(text).replace(/`([^`]+)`/g, (_, code: string) => {
    codes.push(`<code>${code}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  });
  html = html
    .replace(/\[\[([A-Za-z0-9_]+)\]\]/g, (_, name: string) => {
      const href = links.type(name);
      return href ? `<a href="${href}"><code>${name}</code></a>` : `<code>${name}</code>`;
    })
    .replace(
      /\[([^\]]+)\]\(([^)\s]+)\)/g,
      (_, label: string, href: string) => `<a href="${escape(links.url(href.replace(/&amp;/g, '&')))}">${label}</a>`,
    )
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  // NUL marks where a code span was set aside: it cannot occur in a doc comment.
  // eslint-disable-next-line no-control-regex
  return html.replace(/\u0000(\d+)\u0000/g, (_, index: string) => codes[Number(index)] ?? '');
}

export function renderDescription(markdown: string, links: MarkdownLinks): string {
  const blocks = markdown.trim().split(/\n\s*\n/);
  const isItem = (line: string) => /^\s*[-*] /.test(line);
  return blocks
    .filter((block) => block.trim() !== '')
    .map((block) => {
      // A block may mix text lines and list items: each run becomes a paragraph or a list.
      const runs: Array<{ list: boolean; lines: string[] }> = [];
      for (const line of block.split('\n')) {
        const list = isItem(line);
        const last = runs[runs.length - 1];
        if (last && last.list === list) last.lines.push(line);
        else runs.push({ list, lines: [line] });
      }
      return runs
        .map(({ list, lines }) =>
          list
            ? `<ul>${lines.map((line) => `<li>${inline(line.replace(/^\s*[-*] /, ''), links)}</li>`).join('')}</ul>`
            : `<p>${inline(lines.join(' '), links)}</p>`,
        )
        .join('');
    })
    .join('');
}
