import { describe, expect, test } from 'vitest';
import { copyCodeStrings } from '../../src/lib/code-copy';
import { parseApiView } from '../../src/lib/api/view';

const translations = {
  en: { 'code.copy': 'Copy', 'code.copied': 'Copied', 'code.copyLabel': 'Copy the code' },
  zh: { 'code.copy': '复制', 'code.copied': '已复制', 'code.copyLabel': '复制代码' },
};

describe('copyCodeStrings', () => {
  test('speaks the page’s language, or the one ?userLanguage= names', () => {
    expect(copyCodeStrings(translations, 'en', '')?.['code.copy']).toBe('Copy');
    expect(copyCodeStrings(translations, 'en', '?userLanguage=zh')?.['code.copy']).toBe('复制');
  });

  test('an unknown ?userLanguage= falls back to the page’s language', () => {
    expect(copyCodeStrings(translations, 'zh', '?userLanguage=fr')?.['code.copyLabel']).toBe('复制代码');
  });
});

describe('parseApiView', () => {
  test('keeps a known view and reads anything else as the table', () => {
    expect(parseApiView('collapsed')).toBe('collapsed');
    expect(parseApiView('expanded')).toBe('expanded');
    expect(parseApiView('grid')).toBe('table');
    expect(parseApiView(null)).toBe('table');
  });
});
