import { createContext, useContext } from 'react';
import type { PreferenceAction, Preferences } from '../../lib/preferences';
import { usePreferences } from '../preferences/hooks';
import { dispatchPreference } from '../preferences/store';

interface DocsThemeContextValue {
  dispatch: (action: PreferenceAction) => void;
}

export const docsThemeContextValue: DocsThemeContextValue = { dispatch: dispatchPreference };

export const DocsThemeContext = createContext<DocsThemeContextValue | null>(null);

/**
 * The reader's preferences and their dispatcher; only inside DocsThemeProvider. Each caller
 * subscribes to the store itself, so a preference re-renders only the components that read it.
 */
export function useDocsTheme(): { preferences: Preferences; dispatch: DocsThemeContextValue['dispatch'] } {
  const value = useContext(DocsThemeContext);
  if (!value) throw new Error('Forgot to wrap component in ThemeProvider');
  return { preferences: usePreferences(), dispatch: value.dispatch };
}
