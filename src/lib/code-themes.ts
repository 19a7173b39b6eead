import type { ShikiConfig } from 'astro';
import { codeColorClasses } from './code-colors';
import { codeRoles } from './code-roles';

/**
 * Shiki themes of every highlighted block. The high-contrast GitHub themes keep comments and
 * punctuation above 4.5:1 on the code background, which the default ones do not.
 */
const codeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

/**
 * Shiki stops colouring a line after 500 ms by default. On a busy machine the first lines it
 * reads, while its regular expressions compile, can take that long for one theme and not the
 * other, so the same source came out coloured differently from build to build. No limit: a
 * source always gets the same colours.
 */
const noTokenizeTimeLimit = {
  name: 'docs:no-tokenize-time-limit',
  preprocess(code: string, options: { tokenizeTimeLimit?: number }) {
    options.tokenizeTimeLimit = 0;
    return code;
  },
};

/**
 * How every block is highlighted, fenced in Markdown or rendered by <Code>: both themes as
 * CSS custom properties (prose.css picks one by <html data-mode>), colours as classes.
 */
export const codeHighlighting = {
  themes: codeThemes,
  defaultColor: false,
  transformers: [noTokenizeTimeLimit, codeColorClasses, codeRoles],
} satisfies Partial<ShikiConfig>;
