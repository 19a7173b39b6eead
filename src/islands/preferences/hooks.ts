import { useSyncExternalStore } from 'react';
import {
  defaultPreferences,
  defaultThemePreferences,
  type Preferences,
  type ThemePreferences,
} from '../../lib/preferences';
import { getPreferences, getThemePreferences, subscribePreferences } from './store';

/** Server-rendered HTML and hydration use the defaults; the stored values follow at once. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, () => defaultPreferences);
}

/**
 * Only what the MUI theme is built from, so that an island does not re-render, at hydration
 * or later, for a colour mode or code choice it does not use.
 */
export function useThemePreferences(): ThemePreferences {
  return useSyncExternalStore(subscribePreferences, getThemePreferences, () => defaultThemePreferences);
}
