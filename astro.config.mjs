// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { siteConfig } from './src/site.config.ts';
import { demoHydration } from './src/integrations/demo-hydration.ts';
import { demoModules } from './src/integrations/demo-modules.ts';
import { codeHighlighting } from './src/lib/code-themes.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { deployFiles } from './src/integrations/deploy-files.ts';
import { shellScript } from './src/integrations/shell-script.ts';
import { compileHints } from './src/integrations/compile-hints.ts';
import { interactionDirectives } from './src/integrations/interaction-directives.ts';
import { reactIdentifierPrefix } from './src/integrations/react-identifier-prefix.ts';

const siteUrl = new URL(process.env.DOCS_SITE_URL || siteConfig.url);

export default defineConfig({
  site: siteUrl.origin,
  base: siteUrl.pathname,
  trailingSlash: 'ignore',
  // The service-worker test serves the built site under a host containing the docs domain.
  server: { allowedHosts: ['.mui.com.test'] },
  build: { format: 'directory' },
  // Links are fetched when hovered or focused, so the next page is often in cache on click.
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  integrations: [
    // renderToString, not streaming: React's streaming renderer moves a large finished
    // Suspense boundary (a demo over 12.8 KB) out of place, behind an inline script that
    // puts it back, so a reader without JavaScript saw an empty demo.
    react({ experimentalDisableStreaming: true }),
    reactIdentifierPrefix(),
    mdx(),
    interactionDirectives(),
    shellScript(),
    compileHints(),
    demoHydration(),
    demoModules(),
    searchIndex(),
    deployFiles(),
  ],
  markdown: {
    shikiConfig: codeHighlighting,
  },
  vite: {
    // Separate caches let several dev servers run side by side (for example one per writer).
    ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
    ssr: { noExternal: ['stylis-plugin-rtl'] },
    resolve: {
      alias: [
        // One Moment in the browser: Vite would give `import 'moment'` the ES build (dist/) while
        // its locales and plugins (moment-timezone, moment-jalaali) require the CommonJS file,
        // so a locale registered in one copy was missing from the other and the dates differed
        // from the server's.
        { find: /^moment$/, replacement: fileURLToPath(new URL('./node_modules/moment/moment.js', import.meta.url)) },
      ],
    },
    build: {
      // Fonts stay files: inlined as base64 they would make the render-blocking style sheet
      // carry every small subset (Greek, Cyrillic, ...) that a page never uses.
      assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
      // No <link rel="modulepreload"> per dependency of a dynamic import. Rollup already lifts
      // every chunk a demo needs into the demo chunk's own imports, so the browser asks for
      // them all at once; preloading them only saved one round trip, and the helper that adds
      // the links (one DOM query and one append each, about 55 for a Data Grid demo) took
      // about 100 ms of main thread on a phone while the demo was starting.
      modulePreload: false,
    },
  },
});
