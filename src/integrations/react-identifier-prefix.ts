import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

const RENDERER = /@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;
const UNPREFIXED = 'html = ReactDOM.renderToString(vnode);';
const PREFIXED = 'html = ReactDOM.renderToString(vnode, renderOptions);';

/**
 * With `experimentalDisableStreaming`, @astrojs/react 4.4 renders islands with
 * renderToString but without the island's `identifierPrefix`, which it does give the client's
 * hydrateRoot. So every useId of a server-rendered island (a TextField's label, the feedback
 * question) came out unprefixed on the server and prefixed in the browser: a hydration
 * mismatch, and ids repeated across the islands of a page. This passes the renderer's own
 * options to renderToString, as its streaming path does. It fails the build if the renderer's
 * code changes, so that an upgrade is looked at rather than silently unpatched.
 */
export function reactIdentifierPrefix(): AstroIntegration {
  const plugin: Plugin = {
    name: 'docs:react-identifier-prefix',
    enforce: 'pre',
    transform(code, id) {
      if (!RENDERER.test(id.split('?')[0] ?? id)) return undefined;
      if (!code.includes(UNPREFIXED)) {
        if (code.includes(PREFIXED)) return undefined;
        throw new Error(
          `${id}: the React renderer no longer has "${UNPREFIXED}". Check whether it now passes ` +
            'identifierPrefix itself, and remove or update src/integrations/react-identifier-prefix.ts.',
        );
      }
      return { code: code.replace(UNPREFIXED, PREFIXED), map: null };
    },
  };
  return {
    name: 'docs:react-identifier-prefix',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // In development the renderer would otherwise load straight from node_modules, untransformed.
        updateConfig({ vite: { plugins: [plugin], ssr: { noExternal: ['@astrojs/react'] } } });
      },
    },
  };
}
