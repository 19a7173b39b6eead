import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { contentSecurityPolicy, inlineScripts, renderHeaders, renderRedirects } from '../lib/deploy/headers';
import { notFoundFiles } from '../lib/deploy/not-found';
import { isNoindexPage, isSitemapPage, renderRobots, renderSitemap } from '../lib/deploy/sitemap';
import { readThirdPartyConfig, thirdPartyOrigins } from '../lib/third-parties';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

async function htmlFiles(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * What a CDN needs besides the pages, written into dist/ after the build: sitemap.xml with
 * hreflang pairs, robots.txt, _headers (a CSP hashing every inline script the build emits),
 * _redirects, and each language's 404 page where a CDN looks for it (`zh/404.html`).
 */
export function deployFiles(): AstroIntegration {
  let site = '';
  let base = '/';
  let mode = 'production';
  let root = '';
  return {
    name: 'docs-deploy-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (!config.site) throw new Error('astro.config: `site` is required for the sitemap and canonical links.');
        site = config.site;
        base = config.base.replace(/\/?$/, '/');
        root = fileURLToPath(config.root);
      },
      'astro:build:setup': ({ vite }) => {
        mode = vite.mode ?? mode;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const files = await htmlFiles(dist);
        const hashes = new Set<string>();
        const pages: string[] = [];
        for (const file of files) {
          const relative = path.relative(dist, file).split(path.sep).join('/');
          const html = await readFile(file, 'utf8');
          for (const script of inlineScripts(html)) hashes.add(sha256(script));
          if (!isSitemapPage(relative) || isNoindexPage(html)) continue;
          if (relative.endsWith('index.html'))
            pages.push(`/${relative.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/');
        }
        const env = loadEnv(mode, root, 'PUBLIC_');
        const origins = thirdPartyOrigins(readThirdPartyConfig({ ...env, ...process.env }));
        const csp = contentSecurityPolicy({ scriptHashes: [...hashes].sort(), ...origins });
        const siteRoot = new URL(base, site).href;
        await writeFile(path.join(dist, '_headers'), renderHeaders(base, csp));
        await writeFile(path.join(dist, '_redirects'), renderRedirects(base));
        for (const { built, served } of notFoundFiles()) {
          await copyFile(path.join(dist, built), path.join(dist, served));
        }
        await writeFile(path.join(dist, 'sitemap.xml'), renderSitemap(siteRoot, pages));
        await writeFile(path.join(dist, 'robots.txt'), renderRobots(siteRoot));
        logger.info(
          `sitemap.xml (${pages.length} pages), robots.txt, _redirects, _headers (${hashes.size} inline script hashes)`,
        );
      },
    },
  };
}
