import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

const shellEntry = fileURLToPath(new URL('../islands/shell/index.ts', import.meta.url));

/** Rollup's ids of Astro's page script and of Vite's helper that wraps each dynamic import. */
const PAGE_SCRIPT_ID = 'astro:scripts/page.js';
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Bundles the app shell's behaviour (src/islands/shell) into Astro's page script, the one
 * module every page already loads (it starts link prefetching), instead of a script per component.
 *
 * The page script's dynamic imports go through Vite's preload helper, which on its own would be
 * a chunk of its own: a second module that the browser asks for only once it has read the page
 * script, while it is busy parsing the page. Kept in the page script's chunk, it costs no request,
 * and DOMContentLoaded came about 15 ms sooner on a page-to-page navigation. Other chunks that
 * use the helper import it from the page script, which every page has already loaded.
 */
export function shellScript(): AstroIntegration {
  return {
    name: 'docs-shell-script',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript('page', `import ${JSON.stringify(shellEntry)};`);
      },
      'astro:build:setup': ({ target, updateConfig }) => {
        if (target !== 'client') return;
        updateConfig({
          build: {
            rollupOptions: {
              output: {
                manualChunks: (id) => (id === PAGE_SCRIPT_ID || id === PRELOAD_HELPER_ID ? 'page' : undefined),
              },
            },
          },
        });
      },
    },
  };
}
