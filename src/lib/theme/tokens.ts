/**
 * Design constants of the documentation theme (product spec, section 9). The MUI theme of
 * the islands and the CSS custom properties of the server-rendered shell both read them.
 */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const spacingUnit = 8;

export const shape = {
  /** The library default is 4; the documentation theme rounds more. */
  borderRadius: 12,
  libraryBorderRadius: 4,
} as const;

export const typography = {
  fontSize: 14,
  htmlFontSize: 16,
  fontFamily: '"Roboto Variable", "Roboto", "Helvetica Neue", Arial, sans-serif',
  monospaceFontFamily: 'Menlo, Consolas, "Droid Sans Mono", monospace',
} as const;

export const palette = { contrastThreshold: 3, tonalOffset: 0.2 } as const;

export const zIndex = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

export const transitions = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;

/** The drawer is permanent from this breakpoint up and temporary below it. */
export const permanentDrawerBreakpoint = breakpoints.lg;

/** CSS custom properties of the shell, derived from the constants above. */
export function shellCssVariables(): Record<string, string> {
  return {
    '--docs-radius': `${shape.borderRadius}px`,
    '--docs-spacing': `${spacingUnit}px`,
    '--docs-font-family': typography.fontFamily,
    '--docs-font-mono': typography.monospaceFontFamily,
    '--docs-font-size': `${typography.fontSize / typography.htmlFontSize}rem`,
    '--docs-z-app-bar': String(zIndex.appBar),
    '--docs-z-drawer': String(zIndex.drawer),
    '--docs-z-modal': String(zIndex.modal),
    '--docs-z-tooltip': String(zIndex.tooltip),
    '--docs-duration-shorter': `${transitions.shorter}ms`,
    '--docs-duration-entering': `${transitions.enteringScreen}ms`,
    '--docs-duration-leaving': `${transitions.leavingScreen}ms`,
  };
}
