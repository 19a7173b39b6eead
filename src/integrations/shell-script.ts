import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

const shellEntry = fileURLToPath(new URL('../islands/shell/index.ts', import.meta.url));

/**
 * Bundles the app shell's behaviour (src/islands/shell) into Astro's page script, the one
 * module every page already loads (it starts link prefetching), instead of a script per component.
 */
export function shellScript(): AstroIntegration {
  return {
    name: 'docs-shell-script',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript('page', `import ${JSON.stringify(shellEntry)};`);
      },
    },
  };
}
