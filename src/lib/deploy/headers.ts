import { LANGUAGES } from '../languages';
import { getLanguagePrefix, legacyPrefixes } from '../paths';
import { notFoundFiles } from './not-found';

export interface CspSources {
  /** `'sha256-…'` sources of every inline script the build emits. */
  scriptHashes: readonly string[];
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
}

/**
 * Inline scripts of a page that run: `<script>` without `src` whose type is JavaScript. Data
 * blocks (`type="application/json"`) never run, so the CSP does not concern them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    if (body.trim()) scripts.push(body);
  }
  return scripts;
}

/**
 * The Content-Security-Policy: scripts from the site itself and the hashed inline scripts,
 * plus only the hosts of the third parties this build enables. Styles may be inline (emotion
 * injects them at runtime and Astro sets style attributes).
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const list = (...values: readonly string[]) => [...new Set(values)].join(' ');
  return [
    "default-src 'self'",
    // wasm-unsafe-eval: the search compiles Pagefind's WebAssembly; it allows no JavaScript eval.
    `script-src ${list("'self'", "'wasm-unsafe-eval'", ...sources.scriptHashes, ...sources.script)}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: the charts' image export draws the chart's SVG from a blob URL onto a canvas.
    `img-src ${list("'self'", 'data:', 'blob:', ...sources.img)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...sources.connect)}`,
    "worker-src 'self'",
    "frame-src 'self' https://stackblitz.com https://codesandbox.io",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", 'https://stackblitz.com', 'https://codesandbox.io')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** `_headers` (Netlify, Cloudflare Pages): security headers everywhere, caching by kind of file. */
export function renderHeaders(base: string, csp: string): string {
  const root = base.replace(/\/?$/, '/');
  return [
    `${root}*`,
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    '  Cache-Control: public, max-age=0, must-revalidate',
    '',
    `${root}_astro/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    `${root}pagefind/fragment/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    `${root}pagefind/index/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    `${root}x/sw.js`,
    '  Cache-Control: no-cache',
    '',
  ].join('\n');
}

/**
 * `_redirects`: the old unprefixed Material UI paths, in every language; then, for a missing
 * URL of a language other than the default, that language's 404 page (the default language's
 * is the site's 404.html). Rules apply only where no file exists, so pages are served first.
 */
export function renderRedirects(base: string): string {
  const root = base.replace(/\/$/, '');
  const lines: string[] = [];
  for (const prefix of LANGUAGES.map(getLanguagePrefix)) {
    for (const [from, to] of legacyPrefixes()) {
      lines.push(`${root}${prefix}${from} ${root}${prefix}${to} 301`);
      lines.push(`${root}${prefix}${from}/* ${root}${prefix}${to}/:splat 301`);
    }
  }
  for (const { lang, served } of notFoundFiles()) {
    lines.push(`${root}${getLanguagePrefix(lang)}/* ${root}/${served} 404`);
  }
  return `${lines.join('\n')}\n`;
}
