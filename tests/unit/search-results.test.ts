import { describe, expect, it } from 'vitest';
import type { Pagefind, PagefindData } from '../../src/lib/search/pagefind-hits';
import { searchLanguage, searchSite } from '../../src/lib/search/search-site';

describe('the language searched', () => {
  it('is the page’s, unless the query is in a script only another language uses', () => {
    expect(searchLanguage('pagination', 'en')).toBe('en');
    expect(searchLanguage('分页', 'en')).toBe('zh');
    expect(searchLanguage('DataGrid 分页', 'en')).toBe('zh');
    expect(searchLanguage('分页', 'zh')).toBe('zh');
    expect(searchLanguage('pagination', 'zh')).toBe('zh');
  });

  it('picks the index searched, and the results say so', async () => {
    const opened: string[] = [];
    const page: PagefindData = {
      url: '/zh/x/react-data-grid/pagination/',
      excerpt: '',
      content: '分页',
      meta: { title: '分页' },
      filters: {},
    };
    const index: Pagefind = {
      options: async () => {},
      init: async () => {},
      search: async () => ({ results: [{ score: 1, data: async () => page }] }),
    };
    const open = async (htmlLang: string) => {
      opened.push(htmlLang);
      return index;
    };
    const results = await searchSite('分页', { lang: 'en', product: 'x-data-grid' }, open);
    expect(opened).toEqual(['zh-CN']);
    expect(results.language).toBe('zh');
    expect(results.groups[0]?.hits[0]?.url).toBe('/zh/x/react-data-grid/pagination/');
    await searchSite('pagination', { lang: 'en', product: 'x-data-grid' }, open);
    expect(opened).toEqual(['zh-CN', 'en']);
  });
});
