import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** Adds `client:demo`, the demos' hydration scheduler (src/islands/demos/hydration-directive.ts). */
export function demoHydration(): AstroIntegration {
  return {
    name: 'docs-demo-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'demo',
          entrypoint: fileURLToPath(new URL('../islands/demos/hydration-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates a demo in its turn (see the directive); `"toolbar"` for a demo's toolbar. */
    'client:demo'?: boolean | 'toolbar';
  }
}
