import { describe, expect, it } from 'vitest';
import { hoistEmotionStyles } from '../../src/lib/html/hoist-styles';

const page = (head: string, body: string) =>
  `<!doctype html><html><head><title>T</title>${head}</head><body>${body}</body></html>`;

describe('hoistEmotionStyles', () => {
  it('moves the islands’ styles to the end of the head, in document order, once each', () => {
    const variables = '<style data-emotion="mui-global j7">:root{--mui-spacing:8px}</style>';
    const button = '<style data-emotion="mui a1 b2">.mui-a1{padding:calc(1.5 * var(--mui-spacing))}</style>';
    const html = page(
      '<style>:root{--docs-bg:#fff}</style>',
      `<astro-island>${button}<button class="mui-a1">One</button></astro-island>` +
        `<astro-island>${variables}${button}<button class="mui-a1">Two</button></astro-island>`,
    );
    expect(hoistEmotionStyles(html)).toBe(
      page(
        `<style>:root{--docs-bg:#fff}</style>${button}${variables}`,
        '<astro-island><button class="mui-a1">One</button></astro-island><astro-island><button class="mui-a1">Two</button></astro-island>',
      ),
    );
  });

  it('leaves a page without island styles, or without a head, as it is', () => {
    const plain = page('', '<p>Text with <code>&lt;style data-emotion="mui x"&gt;</code></p>');
    expect(hoistEmotionStyles(plain)).toBe(plain);
    const fragment = '<style data-emotion="mui a">.a{}</style><p>No head</p>';
    expect(hoistEmotionStyles(fragment)).toBe(fragment);
  });
});
