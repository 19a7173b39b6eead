import en from '../locales/en.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import { LANGUAGES, type Language } from './languages';

/** Every key of the chrome's strings; en.json is the source of truth. */
export type TranslationKey = keyof typeof en;
export type Translations = Partial<Record<TranslationKey, string>>;

/** The chrome strings of every language of src/data/languages.ts. */
const bundled: Record<Language, Translations> = { en, zh };

const warnedKeys = new Set<string>();

/**
 * Looks up a chrome string. A key missing in the language falls back to English with one
 * warning per language and key; an unknown language logs an error and shows an ellipsis.
 * `{name}` placeholders are filled from `values`.
 */
export function translate(
  userLanguage: string,
  key: TranslationKey,
  values: Record<string, string> = {},
  translations: Record<string, Translations> = bundled,
): string {
  const strings = translations[userLanguage];
  if (!strings) {
    console.error(`Missing language: "${userLanguage}" has no translations.`);
    return '…';
  }
  let text = strings[key];
  if (text === undefined) {
    const warningId = `${userLanguage}:${key}`;
    if (!warnedKeys.has(warningId)) {
      warnedKeys.add(warningId);
      console.warn(`Missing translation for "${key}" in "${userLanguage}", using English.`);
    }
    text = translations.en?.[key] ?? key;
  }
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** A `t(key)` bound to one language. */
export function createTranslator(userLanguage: string) {
  return (key: TranslationKey, values?: Record<string, string>) => translate(userLanguage, key, values);
}

/** The strings an island needs, looked up on the server and passed as a plain prop. */
export function pickTranslations<K extends TranslationKey>(
  userLanguage: string,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, translate(userLanguage, key)])) as Record<K, string>;
}

export type IslandTranslations<K extends string> = Record<string, Record<K, string>>;

/**
 * An island's strings in every site language, so that it can follow `?userLanguage=` in the
 * browser as well as the page's language.
 */
export function islandTranslations<K extends TranslationKey>(keys: readonly K[]): IslandTranslations<K> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, pickTranslations(language, keys)]));
}
