import type { StorageManager } from '@mui/system/cssVars';
import { getPreferences, subscribePreferences } from '../preferences/store';

/**
 * Lets Material UI's colour-scheme machinery read the reader's mode from the preference
 * store instead of its own storage. A demo that nests its own ThemeProvider then inherits the
 * right mode, rather than working one out from the OS and rewriting <html data-mode>.
 */
export const preferenceStorageManager: StorageManager = ({ key }) => ({
  get: (defaultValue: unknown) => (key === 'mui-mode' ? getPreferences().paletteMode : defaultValue),
  // The settings drawer writes preferences; Material UI never needs to.
  set: () => {},
  subscribe: (handler: (value: unknown) => void) =>
    key === 'mui-mode' ? subscribePreferences(() => handler(getPreferences().paletteMode)) : () => {},
});
