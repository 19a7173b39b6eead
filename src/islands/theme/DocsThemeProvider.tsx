import { useMemo, useState, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../../lib/preferences';
import { createDocsTheme, type DocsThemeInput } from '../../lib/theme/create-docs-theme';
import { isComponentLocale } from '../../lib/theme/component-locales';
import { useUserLanguage } from '../i18n';
import { useThemePreferences } from '../preferences/hooks';
import { DocsThemeContext, docsThemeContextValue } from './context';
import { preferenceStorageManager } from './storage-manager';

function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui' });
}

// In the browser every island shares one cache per direction. On the server a cache must
// be created per render, or styles of later pages are lost.
const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

function getEmotionCache(direction: Direction): EmotionCache {
  if (typeof document === 'undefined') return createEmotionCache(direction);
  return (browserCaches[direction] ??= createEmotionCache(direction));
}

// Islands of one page almost always share a theme; building one takes tens of milliseconds
// on a phone, so each distinct theme is built once per page. Themes are never mutated.
const themes = new Map<string, Theme>();

function sharedTheme(input: DocsThemeInput): Theme {
  const key = JSON.stringify(input);
  let theme = themes.get(key);
  if (!theme) {
    theme = createDocsTheme(input);
    themes.set(key, theme);
  }
  return theme;
}

/**
 * The theme of every MUI island: the docs theme with the reader's direction, density,
 * colours and language (component strings). Light and dark come from CSS variables switched by <html data-mode>, so the
 * provider never touches the attribute or storage itself.
 */
export default function DocsThemeProvider({ children, lang = 'en' }: { children: ReactNode; lang?: string }) {
  const { direction, spacing, dense, paletteColors } = useThemePreferences();
  const [serverCache] = useState(() => (typeof document === 'undefined' ? createEmotionCache('ltr') : undefined));
  const cache = serverCache ?? getEmotionCache(direction);
  const language = useUserLanguage(lang);
  const locale = isComponentLocale(language) ? language : 'en';
  const theme = useMemo(
    () => sharedTheme({ direction, spacing, dense, paletteColors, locale }),
    [direction, spacing, dense, paletteColors, locale],
  );
  return (
    <DocsThemeContext.Provider value={docsThemeContextValue}>
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} storageManager={preferenceStorageManager} colorSchemeNode={null} disableTransitionOnChange>
        <div className="docs-theme-root" dir={direction}>
          {children}
        </div>
      </ThemeProvider>
    </CacheProvider>
    </DocsThemeContext.Provider>
  );
}
