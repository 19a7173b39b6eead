import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createShikiHighlighter } from '@astrojs/markdown-remark';
import { describe, expect, test } from 'vitest';
import { CODE_BLOCK_COLORS, CODE_COLOR_CLASSES, colorStyleToClass } from '../../src/lib/code-colors';
import { codeHighlighting } from '../../src/lib/code-themes';
import { installCommand } from '../../src/lib/install-commands';

describe('colorStyleToClass', () => {
  test('a listed token colour becomes its class', () => {
    expect(colorStyleToClass('--shiki-light:#A0111F;--shiki-dark:#FF9492')).toEqual({
      style: '',
      className: 'sh-keyword',
    });
  });

  test('text in the block’s colour and the block itself need no class; other declarations stay', () => {
    expect(colorStyleToClass('--shiki-light:#0E1116;--shiki-dark:#F0F3F6')).toEqual({ style: '', className: '' });
    expect(colorStyleToClass(`${CODE_BLOCK_COLORS}; overflow-x: auto;`)).toEqual({
      style: 'overflow-x: auto',
      className: '',
    });
  });

  test('colours it does not know, and styles without colours, are left as they are', () => {
    const italic =
      '--shiki-light:#024C1A;--shiki-light-font-style:italic;--shiki-dark:#72F088;--shiki-dark-font-style:italic';
    expect(colorStyleToClass(italic)).toEqual({ style: italic, className: undefined });
    expect(colorStyleToClass('--shiki-light:#123456;--shiki-dark:#654321')).toEqual({
      style: '--shiki-light:#123456;--shiki-dark:#654321',
      className: undefined,
    });
    expect(colorStyleToClass('user-select: none;')).toEqual({ style: 'user-select: none;', className: undefined });
  });
});

/** The custom properties each rule of prose.css sets, by selector. */
function proseRules(): Map<string, string> {
  const css = readFileSync(path.resolve('src/styles/prose.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = new Map<string, string>();
  for (const [, selector = '', body = ''] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const properties = body
      .split(';')
      .map((declaration) => declaration.replace(/\s+/g, ''))
      .filter((declaration) => declaration.startsWith('--shiki-'));
    if (properties.length) rules.set(selector.trim(), properties.join(';').toLowerCase());
  }
  return rules;
}

test('prose.css sets the colours of every class, and the block’s for tokens without one', () => {
  const rules = proseRules();
  for (const [colors, className] of Object.entries(CODE_COLOR_CLASSES)) {
    // Only the text colours are read: the block's background is --docs-code-bg, and the one
    // bold colour is bold in its rule.
    const textColors = colors
      .split(';')
      .filter((declaration) => /^--shiki-(light|dark):/.test(declaration))
      .join(';');
    expect(rules.get(className ? `.astro-code .${className}` : '.astro-code'), className || 'the block').toBe(
      textColors,
    );
  }
});

describe('highlighted code, as the site renders it', async () => {
  const highlighter = await createShikiHighlighter({ themes: codeHighlighting.themes });
  const highlight = (code: string, lang: string) =>
    highlighter.codeToHtml(code, lang, {
      defaultColor: codeHighlighting.defaultColor,
      transformers: codeHighlighting.transformers,
    });

  const demoFolder = path.resolve('src/demos');
  const demos = readdirSync(demoFolder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));

  test('every demo’s source carries its colours as classes, with no inline colour left', async () => {
    expect(demos.length).toBeGreaterThan(20);
    const inline: string[] = [];
    for (const file of demos) {
      const html = await highlight(readFileSync(path.join(demoFolder, file), 'utf8'), 'tsx');
      inline.push(...[...html.matchAll(/style="[^"]*--shiki[^"]*"/g)].map(([style]) => `${file}: ${style}`));
    }
    expect(inline).toEqual([]);
  });

  test('keeps the colours: a keyword, a string and a comment each get their class', async () => {
    const html = await highlight("// Sort the rows\nconst field = 'name';", 'tsx');
    expect(html).toMatch(/<span class="sh-comment">\/\/ Sort the rows<\/span>/);
    expect(html).toMatch(/<span class="sh-keyword">const<\/span>/);
    expect(html).toMatch(/<span class="sh-string"> 'name'<\/span>/);
    expect(html).toMatch(/<pre class="astro-code [^"]*" style="overflow-x: auto" /);
  });

  test('install commands too', async () => {
    const html = await highlight(installCommand('npm', '@mui/x-data-grid', false), 'bash');
    expect(html).not.toContain('--shiki');
  });
});
