import type { ShikiConfig } from 'astro';
import { codeColorClasses } from './code-colors';

/**
 * Shiki themes of every highlighted block. The high-contrast GitHub themes keep comments and
 * punctuation above 4.5:1 on the code background, which the default ones do not.
 */
const codeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

/**
 * How every block is highlighted, fenced in Markdown or rendered by <Code>: both themes as
 * CSS custom properties (prose.css picks one by <html data-mode>), colours as classes.
 */
export const codeHighlighting = {
  themes: codeThemes,
  defaultColor: false,
  transformers: [codeColorClasses],
} satisfies Partial<ShikiConfig>;
