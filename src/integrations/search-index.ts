import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSearchIndex } from '../../scripts/search/build-index';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/**
 * Search for the built site and for `astro dev`: `astro build` writes the Pagefind index into
 * dist/pagefind/, and the dev server serves the last build's index from there.
 */
export function searchIndex(): AstroIntegration {
  let outDir = '';
  let base = '/';
  return {
    name: 'docs-search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        base = config.base.replace(/\/?$/, '/');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const report = await buildSearchIndex(fileURLToPath(dir));
        for (const { language, pages, bytes } of report.languages) {
          logger.info(`${language}: ${pages} pages, ${(bytes / 1024).toFixed(0)} KB of index`);
        }
      },
      'astro:server:setup': ({ server, logger }) => {
        const indexFolder = path.join(outDir, 'pagefind');
        if (!existsSync(indexFolder)) {
          logger.warn('No search index yet: search in the dev server works after one `npm run build`.');
        } else {
          logger.info('Search uses the index of the last `npm run build`.');
        }
        const prefix = `${base}pagefind/`;
        server.middlewares.use((request, response, next) => {
          const url = request.url?.split('?')[0] ?? '';
          if (!url.startsWith(prefix)) return next();
          const file = path.join(indexFolder, path.normalize(url.slice(prefix.length)));
          if (!file.startsWith(indexFolder + path.sep)) return next();
          readFile(file).then(
            (body) => {
              response.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
              response.end(body);
            },
            () => {
              response.statusCode = 404;
              response.end('Not found: run `npm run build` to build the search index.');
            },
          );
        });
      },
    },
  };
}
