import type { Preferences } from '../../lib/preferences';
import { defaultPreferences, resolveMode } from '../../lib/preferences';

export const darkQuery = '(prefers-color-scheme: dark)';

/** The shell's colour variables derived from a chosen primary colour (see global.css). */
export function customPrimaryVariables(main: string): Record<string, string> {
  return {
    '--docs-custom-primary': main,
    '--docs-custom-primary-light': `color-mix(in srgb, ${main} 55%, white)`,
    '--docs-custom-primary-soft': `color-mix(in srgb, ${main} 16%, transparent)`,
  };
}

/** Whether the MUI theme differs from the one islands are server-rendered with. */
export function hasCustomTheme(preferences: Preferences): boolean {
  return (
    preferences.direction !== defaultPreferences.direction ||
    preferences.dense !== defaultPreferences.dense ||
    preferences.spacing !== defaultPreferences.spacing ||
    Object.keys(preferences.paletteColors).length > 0
  );
}

/**
 * Puts the preferences on <html>: data-mode, dir, the chosen primary colour and a marker that
 * hides server-rendered islands until they re-render with the reader's theme. The inline
 * script in <head> (ColorModeScript.astro) does the same before the first paint.
 */
export function applyPreferencesToDocument(
  preferences: Preferences,
  root: HTMLElement = document.documentElement,
): void {
  const systemDark = window.matchMedia(darkQuery).matches;
  root.dataset.mode = resolveMode(preferences.paletteMode, systemDark);
  root.dir = preferences.direction;
  const primary = preferences.paletteColors.primary?.main;
  for (const [name, value] of Object.entries(customPrimaryVariables(primary ?? ''))) {
    if (primary) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
  root.dataset.codeVariant = preferences.codeVariant;
  root.dataset.codeStyling = preferences.codeStyling;
  if (hasCustomTheme(preferences)) root.dataset.customTheme = '';
  else delete root.dataset.customTheme;
}
