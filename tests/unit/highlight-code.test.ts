import { readFileSync } from 'node:fs';
import { createShikiHighlighter } from '@astrojs/markdown-remark';
import { expect, test } from 'vitest';
import { codeHighlighting } from '../../src/lib/code-themes';
import { highlightCode } from '../../src/lib/highlight-code';

test('highlightCode renders what Astro’s <Code> renders with the site’s highlighting', async () => {
  const source = readFileSync('src/demos/data-grid/overview/FullFeatured.tsx', 'utf8');
  // The call astro/components/Code.astro makes.
  const astro = await createShikiHighlighter({ langs: [], theme: 'github-dark', themes: codeHighlighting.themes });
  const render = () =>
    astro.codeToHtml(source, 'tsx', {
      defaultColor: codeHighlighting.defaultColor,
      wrap: false,
      inline: false,
      transformers: codeHighlighting.transformers,
      attributes: {},
    });
  // Shiki leaves the rest of a line uncoloured when it takes over 500 ms, which the first lines
  // can while its regular expressions compile; highlightCode has no such limit.
  await render();
  const expected = await render();
  expect(await highlightCode(source, 'tsx')).toBe(expected);
});
