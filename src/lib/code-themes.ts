/**
 * Shiki themes of every highlighted block. The high-contrast GitHub themes keep comments and
 * punctuation above 4.5:1 on the code background, which the default ones do not.
 */
export const codeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;
