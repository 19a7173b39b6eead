import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScripts, renderHeaders, renderRedirects } from '../../src/lib/deploy/headers';
import { isNoindexPage, isSitemapPage, renderRobots, renderSitemap } from '../../src/lib/deploy/sitemap';
import { notFoundFiles } from '../../src/lib/deploy/not-found';
import { packageOfModule, wantsCompileHint } from '../../src/lib/deploy/compile-hints';

describe('sitemap', () => {
  const xml = renderSitemap('https://docs.example/', ['/x/introduction', '/zh/x/introduction', '/x/only-english', '/']);

  it('lists each page in each language with its hreflang alternates', () => {
    expect(xml).toContain('<loc>https://docs.example/zh/x/introduction</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://docs.example/x/introduction"/>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://docs.example/zh/x/introduction"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://docs.example/x/introduction"/>',
    );
  });

  it('gives a page in one language no alternates', () => {
    const entry = /<url>\n {4}<loc>https:\/\/docs\.example\/x\/only-english<\/loc>\n {2}<\/url>/;
    expect(xml).toMatch(entry);
  });

  it('leaves out the 404 page of every language and the playground', () => {
    expect(['404.html', 'zh/404/index.html', 'playground/index.html'].filter(isSitemapPage)).toEqual([]);
    expect(
      ['index.html', 'zh/index.html', 'x/introduction/index.html', 'zh/x/introduction/index.html'].every(isSitemapPage),
    ).toBe(true);
  });

  it('leaves out pages that ask search engines to leave them out', () => {
    expect(isNoindexPage('<head><meta name="robots" content="noindex"></head>')).toBe(true);
    expect(isNoindexPage("<meta content='noindex, nofollow' name=robots>")).toBe(true);
    expect(isNoindexPage('<meta name="description" content="How to noindex a page">')).toBe(false);
    expect(isNoindexPage('<meta name="robots" content="index, follow">')).toBe(false);
  });

  it('puts the base path in every URL', () => {
    expect(renderSitemap('https://example.org/docs/', ['/x/introduction'])).toContain(
      '<loc>https://example.org/docs/x/introduction</loc>',
    );
    expect(renderRobots('https://example.org/docs/')).toBe(
      'User-agent: *\nDisallow: /docs/playground\n\nSitemap: https://example.org/docs/sitemap.xml\n',
    );
  });
});

describe('headers', () => {
  it('hashes only inline scripts that run', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script type="application/json">{}</script><script src="/x.js"></script><script type="module" src="/y.js"></script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('allows inline scripts only by hash, and third-party hosts only when enabled', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], script: [], connect: [], img: [] });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self';");
    const withAds = contentSecurityPolicy({
      scriptHashes: [],
      script: ['https://cdn.ads.example'],
      connect: ['https://srv.ads.example'],
      img: ['https:'],
    });
    expect(withAds).toContain("script-src 'self' 'wasm-unsafe-eval' https://cdn.ads.example;");
    expect(withAds).toContain("connect-src 'self' https://srv.ads.example;");
  });

  it('caches hashed assets for a year and pages not at all, under the base path', () => {
    const headers = renderHeaders('/docs/', "default-src 'self'");
    expect(headers).toContain("/docs/*\n  Content-Security-Policy: default-src 'self'");
    expect(headers).toContain('/docs/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).toContain('Cache-Control: public, max-age=0, must-revalidate');
  });

  it('redirects the old unprefixed paths in both languages', () => {
    const redirects = renderRedirects('/');
    expect(redirects).toContain('/api/* /material-ui/api/:splat 301');
    expect(redirects).toContain('/zh/css-in-js/* /zh/system/styles/:splat 301');
    expect(renderRedirects('/docs/')).toContain('/docs/components /docs/material-ui/components 301');
  });

  it("answers a missing URL of another language than English with that language's 404 page, last", () => {
    expect(notFoundFiles()).toEqual([{ lang: 'zh', built: 'zh/404/index.html', served: 'zh/404.html' }]);
    expect(renderRedirects('/').trimEnd().split('\n').pop()).toBe('/zh/* /zh/404.html 404');
    expect(renderRedirects('/docs/')).toContain('\n/docs/zh/* /docs/zh/404.html 404\n');
    expect(renderRedirects('/')).not.toMatch(/^\/\* /m);
  });
});

describe('compile hints', () => {
  const grid = '/work/node_modules/@mui/x-data-grid/esm/components/GridRow.mjs';
  const material = '/work/node_modules/@mui/material/esm/Button/Button.mjs';
  const site = '/work/src/islands/demos/DemoIsland.tsx';

  it('names the package of a bundled module, scoped or not, on any platform', () => {
    expect(packageOfModule(grid)).toBe('@mui/x-data-grid');
    expect(packageOfModule('C:\\app\\node_modules\\react-dom\\cjs\\react-dom-client.production.js')).toBe('react-dom');
    expect(packageOfModule('/work/node_modules/.pnpm/node_modules/scheduler/index.js')).toBe('scheduler');
    expect(packageOfModule(site)).toBeUndefined();
  });

  it('hints a chunk when at least half of its rendered code comes from the listed packages', () => {
    expect(wantsCompileHint({ [grid]: { renderedLength: 500 }, [material]: { renderedLength: 500 } })).toBe(true);
    expect(wantsCompileHint({ [grid]: { renderedLength: 499 }, [material]: { renderedLength: 501 } })).toBe(false);
    expect(wantsCompileHint({ [site]: { renderedLength: 10 } })).toBe(false);
    expect(wantsCompileHint({ [material]: { renderedLength: 10 } }, ['@mui/material'])).toBe(true);
  });

  it('leaves a chunk of nothing rendered alone', () => {
    expect(wantsCompileHint({})).toBe(false);
    expect(wantsCompileHint({ [grid]: { renderedLength: 0 } })).toBe(false);
  });
});
