import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { Direction, PaletteColors } from '../preferences';
import { DEFAULT_SPACING } from '../preferences';
import { breakpoints, palette, shape, transitions, typography, zIndex } from './tokens';
import { componentLocales, type ComponentLocale } from './component-locales';
import { checkboxComponents } from './checkbox';

export interface DocsThemeInput {
  direction?: Direction;
  spacing?: number;
  dense?: boolean;
  paletteColors?: PaletteColors;
  /** Language of the component strings (pagination labels, grid menus, picker texts). */
  locale?: ComponentLocale;
}

/** The light and dark palettes, matching the shell's CSS custom properties. */
const colorSchemes = {
  light: {
    palette: {
      primary: { main: '#0a66c2' },
      secondary: { main: '#8250df' },
      // Darker than MUI's defaults (3.1:1 and 3.9:1 on white) so text and outlines reach 4.5:1.
      warning: { main: '#b45309' },
      info: { main: '#0277bd' },
      background: { default: '#ffffff', paper: '#ffffff' },
      text: { primary: '#1c2025', secondary: '#57606a' },
      divider: '#e5eaf2',
    },
  },
  dark: {
    palette: {
      primary: { main: '#58a6ff' },
      secondary: { main: '#bc8cff' },
      // MUI's dark red keeps its shade (5.3:1 as text on the background) but takes dark
      // text when filled: white on it is only 3.7:1.
      error: { main: '#f44336', contrastText: 'rgba(0, 0, 0, 0.87)' },
      background: { default: '#0b0e11', paper: '#141a1f' },
      text: { primary: '#e6edf3', secondary: '#9da7b3' },
      divider: '#2a323c',
    },
  },
} as const;

/** Compact defaults for the dense setting. */
const denseComponents: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

/**
 * Checks the colours a reader chose before they reach the theme: each must have a `main`
 * that is a string. Throws an error naming the colour otherwise.
 */
export function validatePaletteColors(colors: Record<string, unknown>): void {
  for (const [name, color] of Object.entries(colors)) {
    if (color === undefined) continue;
    if (typeof color !== 'object' || color === null || !('main' in color)) {
      throw new Error(`Theme error: the ${name} colour has no "main" value.`);
    }
    const { main } = color as { main: unknown };
    if (typeof main !== 'string') {
      throw new Error(`Theme error: the ${name} colour's "main" must be a string, not ${typeof main}.`);
    }
  }
}

/**
 * The MUI theme of the documentation: the constants of spec section 9, light and dark colour
 * schemes switched by `<html data-mode>` through CSS variables (so server-rendered islands
 * follow the mode before they hydrate), the reader's direction, density and colours, and
 * the component strings of the page's language.
 * Passing `vars` is rejected: the CSS variables are generated, not configured.
 */
export function createDocsTheme(input: DocsThemeInput = {}, overrides: ThemeOptions = {}): Theme {
  if ('vars' in overrides) {
    throw new Error('Theme error: `vars` is not supported; CSS variables are generated from the colour schemes.');
  }
  const { direction = 'ltr', spacing = DEFAULT_SPACING, dense = false, paletteColors = {}, locale = 'en' } = input;
  validatePaletteColors(paletteColors as Record<string, unknown>);
  const paletteConstants = { contrastThreshold: palette.contrastThreshold, tonalOffset: palette.tonalOffset };
  const custom = Object.fromEntries(Object.entries(paletteColors).filter(([, color]) => color !== undefined));
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: 'data-mode' },
      // A top-level `palette` would replace the light scheme, so the shared palette
      // constants go into each scheme.
      colorSchemes: {
        light: { palette: { ...colorSchemes.light.palette, ...paletteConstants, ...custom } },
        dark: { palette: { ...colorSchemes.dark.palette, ...paletteConstants, ...custom } },
      },
      direction,
      spacing,
      shape: { borderRadius: shape.borderRadius },
      breakpoints: { values: breakpoints },
      typography: {
        fontSize: typography.fontSize,
        htmlFontSize: typography.htmlFontSize,
        fontFamily: typography.fontFamily,
      },
      zIndex,
      transitions: { duration: transitions },
      components: dense ? { ...denseComponents, ...checkboxComponents } : checkboxComponents,
    },
    overrides,
    ...componentLocales[locale],
  );
}
