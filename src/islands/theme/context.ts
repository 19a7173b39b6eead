import { createContext, useContext } from 'react';
import type { PreferenceAction, Preferences } from '../../lib/preferences';

export interface DocsThemeContextValue {
  preferences: Preferences;
  dispatch: (action: PreferenceAction) => void;
}

export const DocsThemeContext = createContext<DocsThemeContextValue | null>(null);

/** The reader's preferences and their dispatcher; only inside DocsThemeProvider. */
export function useDocsTheme(): DocsThemeContextValue {
  const value = useContext(DocsThemeContext);
  if (!value) throw new Error('Forgot to wrap component in ThemeProvider');
  return value;
}
