import { languages } from '../data/languages';

/** One language of src/data/languages.ts. */
export interface LanguageEntry {
  /** The path prefix (`/zh/`) and the key of its strings. */
  code: string;
  /** `<html lang>` and `hreflang` (`zh-CN`). */
  htmlLang: string;
  /** The language's name in itself, as the language menu shows it. */
  label: string;
  /** Its name in English, for build tools' messages. */
  englishName: string;
  /** The text direction of its pages. */
  dir: 'ltr' | 'rtl';
}

type Registered = (typeof languages)[number];
export type Language = Registered['code'];

export const LANGUAGES: readonly Language[] = languages.map((entry) => entry.code);
export const DEFAULT_LANGUAGE: Language = languages[0].code;

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function getLanguageEntry(code: Language): Registered {
  return languages.find((entry) => entry.code === code) ?? languages[0];
}

/** The languages a reader of `lang` can switch to, in list order. */
export function otherLanguages(lang: Language): Language[] {
  return LANGUAGES.filter((code) => code !== lang);
}
