/**
 * Shiki writes the colours of both code themes on every token as an inline style
 * (`--shiki-light:#A0111F;--shiki-dark:#FF9492`). A demo's source has thousands of tokens, and
 * the few colour pairs the themes produce repeat on each. Here each known pair becomes a short
 * class of `src/styles/prose.css`, and text in the block's own colour needs none: it inherits
 * the custom properties that `.astro-code` sets. That takes about a quarter off the HTML of a
 * page with demos. A pair not listed keeps its inline style, so a new theme still shows right.
 */

/** The block's default colours, which `.astro-code` sets in prose.css: no class needed. */
export const CODE_BLOCK_COLORS =
  '--shiki-light:#0e1116;--shiki-dark:#f0f3f6;--shiki-light-bg:#ffffff;--shiki-dark-bg:#0a0c10';

/**
 * Colour declarations (lower case, in Shiki's order) and the prose.css class that sets them.
 * Named after the scopes github-light-high-contrast gives each colour.
 */
export const CODE_COLOR_CLASSES: Readonly<Record<string, string>> = {
  [CODE_BLOCK_COLORS]: '',
  '--shiki-light:#0e1116;--shiki-dark:#f0f3f6': '',
  '--shiki-light:#a0111f;--shiki-dark:#ff9492': 'sh-keyword',
  '--shiki-light:#032563;--shiki-dark:#addcff': 'sh-string',
  '--shiki-light:#023b95;--shiki-dark:#91cbff': 'sh-constant',
  '--shiki-light:#024c1a;--shiki-dark:#72f088': 'sh-tag',
  '--shiki-light:#622cbc;--shiki-dark:#dbb7ff': 'sh-function',
  '--shiki-light:#702c00;--shiki-dark:#ffb757': 'sh-variable',
  '--shiki-light:#66707b;--shiki-dark:#bdc4cc': 'sh-comment',
  // Escapes in regular expressions, also bold.
  '--shiki-light:#024c1a;--shiki-light-font-weight:bold;--shiki-dark:#72f088;--shiki-dark-font-weight:bold':
    'sh-escape',
};

/**
 * An element's inline style with its colour declarations taken out, and the class that sets
 * them instead (`''` when it inherits them). Unchanged when the colours are not listed.
 */
export function colorStyleToClass(style: string): { style: string; className: string | undefined } {
  const declarations = style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean);
  const colors = declarations.filter((declaration) => declaration.startsWith('--shiki-'));
  const key = colors.join(';').replace(/\s+/g, '').toLowerCase();
  const className = CODE_COLOR_CLASSES[key];
  if (className === undefined) return { style, className: undefined };
  const rest = declarations.filter((declaration) => !declaration.startsWith('--shiki-'));
  return { style: rest.join('; '), className };
}

/** The part of a HAST element the transformer touches. */
interface HastElement {
  properties: Record<string, unknown>;
}

function replaceColorStyle(node: HastElement): void {
  const { style } = node.properties;
  if (typeof style !== 'string') return;
  const replaced = colorStyleToClass(style);
  if (replaced.className === undefined) return;
  if (replaced.style) node.properties.style = replaced.style;
  else delete node.properties.style;
  if (replaced.className) {
    const current = node.properties.class;
    const classes = Array.isArray(current)
      ? current.map(String)
      : typeof current === 'string'
        ? current.split(/\s+/)
        : [];
    node.properties.class = [...classes.filter(Boolean), replaced.className].join(' ');
  }
}

/**
 * The Shiki transformer that applies colorStyleToClass to the block and each token. It must
 * run after Astro's own, which appends `overflow-x: auto` to the block's style.
 */
export const codeColorClasses = {
  name: 'docs:code-color-classes',
  pre: replaceColorStyle,
  span: replaceColorStyle,
};
