// The docs theme uses CSS theme variables (see src/lib/theme/create-docs-theme.ts); this
// turns on their typings (theme.vars, theme.colorSchemes, ThemeProvider's colorSchemeNode).
import type {} from '@mui/material/themeCssVarsAugmentation';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
