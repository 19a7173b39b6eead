import { describe, expect, test } from 'vitest';
import { editUrl, parseRepository, sourceUrl } from '../../src/lib/repository';

describe('the repository setting', () => {
  test('empty means no repository', () => {
    expect(parseRepository('')).toBeUndefined();
    expect(parseRepository('  ')).toBeUndefined();
  });

  test('a GitHub URL, on main unless a branch follows #', () => {
    expect(parseRepository('https://github.com/acme/docs')).toEqual({
      url: 'https://github.com/acme/docs',
      branch: 'main',
    });
    expect(parseRepository('https://github.com/acme/docs/#next')).toEqual({
      url: 'https://github.com/acme/docs',
      branch: 'next',
    });
  });

  test('anything else is an error that names the setting', () => {
    for (const setting of [
      'github.com/acme/docs',
      'https://gitlab.com/acme/docs',
      'https://github.com/acme',
      'https://github.com/acme/docs#',
    ]) {
      expect(() => parseRepository(setting)).toThrow(/DOCS_REPOSITORY, or repository in src\/site\.config\.ts/);
    }
  });

  test('edit and source links point into it, and are absent without it', () => {
    const repository = parseRepository('https://github.com/acme/docs#next');
    expect(editUrl(repository, 'src/content/docs/en/x/introduction.mdx')).toBe(
      'https://github.com/acme/docs/edit/next/src/content/docs/en/x/introduction.mdx',
    );
    expect(sourceUrl(repository, './src/demos/a/B.tsx')).toBe(
      'https://github.com/acme/docs/blob/next/src/demos/a/B.tsx',
    );
    expect(editUrl(undefined, 'a.mdx')).toBeUndefined();
    expect(sourceUrl(undefined, 'a.tsx')).toBeUndefined();
  });
});
