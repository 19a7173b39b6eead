import { useSyncExternalStore } from 'react';
import type { IslandTranslations } from '../lib/i18n';

const noSubscription = () => () => {};

/**
 * The language an island speaks: `?userLanguage=` when the URL has it, else the page's.
 * The server render and hydration use the page's language.
 */
export function useUserLanguage(pageLanguage: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('userLanguage') ?? pageLanguage,
    () => pageLanguage,
  );
}

const reported = new Set<string>();

/** An island's strings in the reader's language; an unknown language shows ellipses. */
export function useIslandStrings<K extends string>(
  translations: IslandTranslations<K>,
  pageLanguage: string,
): Record<K, string> {
  const language = useUserLanguage(pageLanguage);
  const strings = translations[language];
  if (strings) return strings;
  if (!reported.has(language)) {
    reported.add(language);
    console.error(`Missing language: "${language}" has no translations.`);
  }
  const english = translations.en ?? {};
  return Object.fromEntries(Object.keys(english).map((key) => [key, '…'])) as Record<K, string>;
}
