import type { LanguageEntry } from '../lib/languages';

/**
 * The languages of the site. The first is the default: its pages have no prefix, and every
 * other language's pages sit under `/<code>/`. A language also needs its chrome strings
 * (src/locales/<code>.json, registered in src/lib/i18n.ts) and a navigation title field.
 */
export const languages = [
  { code: 'en', htmlLang: 'en', label: 'English', englishName: 'English', dir: 'ltr' },
  { code: 'zh', htmlLang: 'zh-CN', label: '中文', englishName: 'Chinese', dir: 'ltr' },
] as const satisfies readonly LanguageEntry[];
