import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createDocsTheme, type DocsThemeInput } from '../../lib/theme/create-docs-theme';
import { isComponentLocale } from '../../lib/theme/component-locales';
import { useUserLanguage } from '../i18n';
import { useThemePreferences } from '../preferences/hooks';
import { getThemePreferences } from '../preferences/store';
import { samePreferences } from '../../lib/preferences';
import { DocsThemeContext, docsThemeContextValue } from './context';
import { getEmotionCache, shouldWriteThemeVariables } from './emotion-cache';
import { preferenceStorageManager } from './storage-manager';

// Islands of one page almost always share a theme; building one takes tens of milliseconds
// on a phone, so each distinct theme is built once per page. Themes are never mutated.
const themes = new Map<string, Theme>();

function sharedTheme(key: string, input: DocsThemeInput): Theme {
  let theme = themes.get(key);
  if (!theme) {
    theme = createDocsTheme(input);
    themes.set(key, theme);
  }
  return theme;
}

interface Props {
  children: ReactNode;
  lang?: string;
  /** The page render on the server (renderScopeOf), so that its islands share one style cache. */
  renderScope?: number | undefined;
}

/**
 * The theme of every MUI island: the docs theme with the reader's direction, density,
 * colours and language (component strings). Light and dark come from CSS variables switched by <html data-mode>, so the
 * provider never touches the attribute or storage itself.
 */
export default function DocsThemeProvider({ children, lang = 'en', renderScope }: Props) {
  const themePreferences = useThemePreferences();
  const { direction, spacing, dense, paletteColors } = themePreferences;
  const cache = getEmotionCache(direction, renderScope);
  const language = useUserLanguage(lang);
  const locale = isComponentLocale(language) ? language : 'en';
  const themeInput = { direction, spacing, dense, paletteColors, locale };
  const themeKey = JSON.stringify(themeInput);
  // The key holds every input, so it is the only dependency.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const theme = useMemo(() => sharedTheme(themeKey, themeInput), [themeKey]);
  const writeVariables = shouldWriteThemeVariables(cache, themeKey, renderScope);
  // Hydration renders the default preferences, and a reader's own ones follow in a second
  // render. Once a commit shows the stored ones, the root is marked before the browser paints;
  // global.css keeps it invisible until then, so no frame shows the defaults instead.
  const rootRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (samePreferences(themePreferences, getThemePreferences())) {
      rootRef.current?.setAttribute('data-preferences-applied', '');
    }
  }, [themePreferences]);
  return (
    <DocsThemeContext.Provider value={docsThemeContextValue}>
      <CacheProvider value={cache}>
        <ThemeProvider
          theme={theme}
          storageManager={preferenceStorageManager}
          colorSchemeNode={null}
          disableTransitionOnChange
          disableStyleSheetGeneration={!writeVariables}
        >
          <div ref={rootRef} className="docs-theme-root" dir={direction}>
            {children}
          </div>
        </ThemeProvider>
      </CacheProvider>
    </DocsThemeContext.Provider>
  );
}
