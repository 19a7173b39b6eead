// Reads pages of the built site (dist/) as parsed HTML, for checks that need no browser.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ELEMENT_NODE, parse, TEXT_NODE, type ElementNode, type Node } from 'ultrahtml';
import { querySelector, querySelectorAll } from 'ultrahtml/selector';

export const DIST = join(process.cwd(), 'dist');

/** The file a URL of the built site is served from (directory format, as Astro builds it). */
export function fileOf(url: string): string {
  const pathname = decodeURI(url.replace(/[?#].*$/, '')).replace(/\/+$/, '');
  if (/\.[a-z0-9]+$/i.test(pathname)) return join(DIST, pathname);
  return join(DIST, pathname, 'index.html');
}

export function readBuilt(url: string): string {
  const file = fileOf(url);
  if (!existsSync(file)) {
    throw new Error(`${url}: no ${file}. These checks read the built site: run \`astro build --mode test\` first.`);
  }
  return readFileSync(file, 'utf8');
}

export class Page {
  readonly root: Node;

  constructor(
    readonly url: string,
    html: string,
  ) {
    this.root = parse(html) as Node;
  }

  static read(url: string): Page {
    return new Page(url, readBuilt(url));
  }

  one(selector: string): ElementNode | undefined {
    return (querySelector(this.root, selector) as ElementNode | undefined) ?? undefined;
  }

  /** Elements matching one selector (ultrahtml reads no selector lists: call once for each). */
  all(selector: string): ElementNode[] {
    return querySelectorAll(this.root, selector) as ElementNode[];
  }

  attr(selector: string, name: string): string | undefined {
    return this.one(selector)?.attributes[name];
  }

  text(selector: string): string | undefined {
    const node = this.one(selector);
    return node ? textOf(node) : undefined;
  }
}

/** The text of a node as a reader sees it: entities decoded, white space collapsed. */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const visit = (current: Node) => {
    if (current.type === TEXT_NODE) parts.push(current.value);
    else if (current.type === ELEMENT_NODE && current.name !== 'script' && current.name !== 'style') {
      current.children.forEach(visit);
    }
  };
  visit(node);
  return decodeEntities(parts.join('')).replace(/\s+/g, ' ').trim();
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}
