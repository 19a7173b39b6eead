/**
 * The small Markdown of JSDoc descriptions, rendered to HTML at build time: paragraphs,
 * `- `, `* ` and `1. ` lists, `#` headings (as bold lines: they sit inside a section of the
 * page), fenced code, `code`, **bold**, *emphasis*, [links](url), `{@link url text}`, bare URLs
 * and [[TypeName]] references (`[[Map<K, V>]]` as code). Everything else is escaped.
 */
export interface MarkdownLinks {
  /** A URL of the description: a path of this site when the page exists here, else the URL. */
  url: (href: string) => string;
  /** The site path of a referenced type's API page, when there is one. */
  type: (name: string) => string | undefined;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text set aside while the rest is rendered, marked by NUL, which cannot occur in a doc comment. */
class Aside {
  private readonly parts: string[] = [];
  put(html: string): string {
    this.parts.push(html);
    return `\u0000${this.parts.length - 1}\u0000`;
  }
  restore(text: string): string {
    // eslint-disable-next-line no-control-regex
    return text.replace(/\u0000(\d+)\u0000/g, (_, index: string) => this.parts[Number(index)] ?? '');
  }
  /** Whether a text is one mark and nothing else. */
  isMark(text: string): boolean {
    // eslint-disable-next-line no-control-regex
    return /^\u0000\d+\u0000$/.test(text.trim());
  }
}

// A bare URL ends before white space, and before a full stop or comma that ends a sentence.
const BARE_URL = /\bhttps?:\/\/[^\s<>"]*[^\s<>".,;:)]/g;

function inline(text: string, links: MarkdownLinks): string {
  const aside = new Aside();
  const link = (href: string, label: string) =>
    aside.put(`<a href="${escape(links.url(href.replace(/&amp;/g, '&')))}">${label}</a>`);
  let html = escape(text).replace(/`([^`]+)`/g, (_, code: string) => aside.put(`<code>${code}</code>`));
  html = html
    .replace(/\[\[([^\]]+)\]\]/g, (_, name: string) => {
      const href = /^\w+$/.test(name) ? links.type(name) : undefined;
      return aside.put(href ? `<a href="${href}"><code>${name}</code></a>` : `<code>${name}</code>`);
    })
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => link(href, label))
    .replace(/\{@link\s+(\S+)\s+([^}]+)\}/g, (_, href: string, label: string) => link(href, label.trim()))
    .replace(BARE_URL, (href) => link(href, href))
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*([^*\s][^*]*?)\*(?![*\w])/g, '$1<em>$2</em>');
  return aside.restore(html);
}

type Run = { kind: 'p' | 'ul' | 'ol'; lines: string[] };

const UNORDERED = /^\s*[-*] /;
const ORDERED = /^\s*\d+\. /;

function renderRun({ kind, lines }: Run, links: MarkdownLinks): string {
  if (kind === 'p') return `<p>${inline(lines.join(' '), links)}</p>`;
  const marker = kind === 'ul' ? UNORDERED : ORDERED;
  return `<${kind}>${lines.map((line) => `<li>${inline(line.replace(marker, ''), links)}</li>`).join('')}</${kind}>`;
}

function renderBlock(block: string, links: MarkdownLinks): string {
  const heading = /^#{1,6}\s+(.*)$/.exec(block.trim());
  if (heading && !block.trim().includes('\n')) return `<p><strong>${inline(heading[1]!, links)}</strong></p>`;
  // A block may mix text lines and list items: each run becomes a paragraph or a list. An
  // indented line after an item continues that item.
  const runs: Run[] = [];
  for (const line of block.split('\n')) {
    const kind = UNORDERED.test(line) ? 'ul' : ORDERED.test(line) ? 'ol' : 'p';
    const last = runs[runs.length - 1];
    if (kind === 'p' && last && last.kind !== 'p' && /^\s/.test(line)) {
      last.lines[last.lines.length - 1] += ` ${line.trim()}`;
    } else if (last && last.kind === kind && kind !== 'p') {
      last.lines.push(line);
    } else if (last && last.kind === 'p' && kind === 'p') {
      last.lines.push(line.trim());
    } else {
      runs.push({ kind, lines: [kind === 'p' ? line.trim() : line] });
    }
  }
  return runs.map((run) => renderRun(run, links)).join('');
}

export function renderDescription(markdown: string, links: MarkdownLinks): string {
  const fences = new Aside();
  const text = markdown
    .trim()
    .replace(
      /^```[^\n]*\n([\s\S]*?)\n```[ \t]*$/gm,
      (_, code: string) => `\n\n${fences.put(`<pre><code>${escape(code)}</code></pre>`)}\n\n`,
    );
  const html = text
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => (fences.isMark(block) ? block.trim() : renderBlock(block, links)))
    .join('');
  return fences.restore(html);
}

/**
 * A line of plain prose for a summary: `code` kept, links and type references reduced to
 * their text (the summary sits beside a link of its own), the rest escaped.
 */
export function renderSummary(markdown: string): string {
  const plain = markdown
    .replace(/\[\[([^\]]+)\]\]/g, '`$1`')
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1')
    .replace(/\{@link\s+\S+\s+([^}]+)\}/g, '$1');
  return inline(plain, { url: (href) => href, type: () => undefined });
}
