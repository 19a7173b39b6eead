import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../src/lib/i18n';
import en from '../../src/locales/en.json';
import zh from '../../src/locales/zh.json';

afterEach(() => vi.restoreAllMocks());

describe('translate', () => {
  it('returns the string of the language and fills placeholders', () => {
    expect(translate('zh', 'page.edit')).toBe('编辑此页');
    expect(translate('en', 'appBar.versionsOf', { name: 'Charts' })).toBe('Versions of Charts');
  });

  it('falls back to English with one warning per missing key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const translations = { en: { 'page.edit': 'Edit this page' }, zh: {} };
    expect(translate('zh', 'page.edit', {}, translations)).toBe('Edit this page');
    expect(translate('zh', 'page.edit', {}, translations)).toBe('Edit this page');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"page.edit"');
  });

  it('logs an error and shows an ellipsis for an unknown language', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(translate('fr', 'page.edit')).toBe('…');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"fr"'));
  });

  it('has every English key in Chinese', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });
});
