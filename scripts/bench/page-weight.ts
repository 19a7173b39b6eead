import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * When a script runs: with the page, when the browser is idle, when its island scrolls into
 * view (`client:visible`, a demo's `client:demo`), or when the reader first reaches for its
 * island (`client:interaction`, a demo toolbar's `client:demo="toolbar"`).
 */
export type Phase = 'load' | 'idle' | 'visible' | 'interaction';

export interface PageWeight {
  /** Gzipped bytes. */
  html: number;
  css: number;
  js: Record<Phase, number> & { total: number };
  files: Record<Phase, string[]>;
}

const PHASES: Phase[] = ['load', 'idle', 'visible', 'interaction'];
const gzipCache = new Map<string, number>();

export function gzipped(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The file a root-relative asset URL names inside dist/, base path removed. */
function assetFile(dist: string, base: string, url: string): string | undefined {
  if (/^(https?:)?\/\//.test(url)) return undefined;
  const withoutBase = url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, '');
  const file = path.join(dist, withoutBase.split('?')[0] ?? '');
  return existsSync(file) ? file : undefined;
}

/** A module and everything it imports statically (dynamic `import()` loads later, on use). */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, specifier] of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    if (!specifier) continue;
    const next = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined;
    if (next && existsSync(next)) withStaticImports(next, seen);
  }
  return seen;
}

/**
 * The weight of one built page: its HTML, its style sheets and the JavaScript it runs, split
 * by when it runs. A file is counted once, in the earliest phase that needs it.
 */
export function pageWeight(distFolder: string, page: string, base = '/'): PageWeight {
  // Absolute, so a file reached from the HTML and from an import is one file, counted once.
  const dist = path.resolve(distFolder);
  const htmlFile = path.join(dist, page.replace(/^\//, ''), page.endsWith('.html') ? '' : 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const resolve = (url: string) => assetFile(dist, base, url);
  let css = 0;
  for (const [, href = ''] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const file = resolve(href);
    if (file) css += gzipped(file);
  }
  for (const [, body = ''] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) css += gzipSync(body).length;

  const entries: Record<Phase, Set<string>> = {
    load: new Set(),
    idle: new Set(),
    visible: new Set(),
    interaction: new Set(),
  };
  const addEntry = (phase: Phase, file: string | undefined) => {
    if (file) entries[phase].add(file);
  };
  for (const [, src = ''] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) addEntry('load', resolve(src));
  for (const [, body = ''] of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
    for (const [, specifier = ''] of body.matchAll(/["'](\/[^"']+\.js)["']/g)) addEntry('load', resolve(specifier));
  }
  for (const [tag = ''] of html.matchAll(/<astro-island[^>]*>/g)) {
    const client = /client="([\w-]+)"/.exec(tag)?.[1] ?? 'load';
    // client:demo hydrates a demo near the view, and its toolbar ("toolbar") when reached for.
    const demoToolbar = client === 'demo' && tag.includes('&quot;value&quot;:&quot;toolbar&quot;');
    const phase: Phase =
      client === 'idle'
        ? 'idle'
        : client === 'interaction' || demoToolbar
          ? 'interaction'
          : ['visible', 'media', 'visible-after-idle', 'demo'].includes(client)
            ? 'visible'
            : 'load';
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = new RegExp(`${attribute}="([^"]+)"`).exec(tag)?.[1];
      if (url) addEntry(phase, resolve(url));
    }
    // A demo's own module loads with its island; the island carries its URL as the `url` prop.
    if (client === 'demo' && !demoToolbar) {
      const demoUrl = /&quot;url&quot;:\[0,&quot;([^&]+)&quot;\]/.exec(tag)?.[1];
      if (demoUrl) addEntry(phase, resolve(demoUrl));
    }
  }
  const counted = new Set<string>();
  const files = { load: [], idle: [], visible: [], interaction: [] } as Record<Phase, string[]>;
  const js = { load: 0, idle: 0, visible: 0, interaction: 0, total: 0 };
  for (const phase of PHASES) {
    for (const entry of entries[phase]) {
      for (const file of withStaticImports(entry)) {
        if (counted.has(file)) continue;
        counted.add(file);
        files[phase].push(path.relative(dist, file));
        js[phase] += gzipped(file);
      }
    }
  }
  js.total = js.load + js.idle + js.visible + js.interaction;
  return { html: gzipSync(html, { level: 9 }).length, css, js, files };
}
