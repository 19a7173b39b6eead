import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/data/languages';
import { translate } from '../../src/lib/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, getLanguageEntry, otherLanguages } from '../../src/lib/languages';
import { localizePath, pathnameToLanguage } from '../../src/lib/paths';

describe('the language list', () => {
  it('has unique codes and html languages, the default first', () => {
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    expect(new Set(languages.map((entry) => entry.htmlLang)).size).toBe(languages.length);
    expect(LANGUAGES[0]).toBe(DEFAULT_LANGUAGE);
  });

  it('uses codes that are plain path segments', () => {
    for (const code of LANGUAGES) expect(code).toMatch(/^[a-z]{2,3}$/);
  });

  it('gives every language its chrome strings', () => {
    for (const code of LANGUAGES) {
      expect(existsSync(join(process.cwd(), 'src/locales', `${code}.json`)), code).toBe(true);
      expect(translate(code, 'settings.language'), code).not.toBe('…');
    }
  });

  it('round-trips each language through the path rules', () => {
    for (const code of LANGUAGES) {
      expect(pathnameToLanguage(localizePath('/x/introduction', code))).toEqual({
        userLanguage: code,
        canonicalPathname: '/x/introduction',
      });
    }
  });

  it('offers the other languages to switch to', () => {
    expect(otherLanguages('en')).toEqual(['zh']);
    expect(otherLanguages('zh')).toEqual(['en']);
    expect(getLanguageEntry('zh')).toMatchObject({ htmlLang: 'zh-CN', label: '中文', dir: 'ltr' });
  });
});
