import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

const entrypoint = (name: string) => fileURLToPath(new URL(`./directives/${name}.ts`, import.meta.url));

/**
 * Two hydration directives that keep React off a page until the reader reaches an island:
 * `client:interaction` (the first pointer, focus or key on the island) and
 * `client:visible-after-idle` (in view, once the page has loaded and the browser is idle).
 * Astro inlines each directive used by a page as a small script.
 */
export function interactionDirectives(): AstroIntegration {
  return {
    name: 'docs-interaction-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: entrypoint('interaction') });
        addClientDirective({ name: 'visible-after-idle', entrypoint: entrypoint('visible-after-idle') });
      },
    },
  };
}
