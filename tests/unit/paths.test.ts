import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fillHostTemplate,
  getActivePagePath,
  getApiProductArea,
  getDocsTab,
  getLanguagePrefix,
  getProductInfo,
  getXProductArea,
  isLanguageHandled,
  localizePath,
  mapLegacyPath,
  normalizePathname,
  pathnameToLanguage,
  usesBareLayout,
} from '../../src/lib/paths';

const pathLike = fc.oneof(
  fc.string(),
  fc
    .array(
      fc.constantFrom(
        '',
        'x',
        'zh',
        'en',
        'api',
        'data-grid',
        'blog',
        '[docsTab]',
        'components-api',
        '#a',
        '?q=1',
        'hooks-api',
      ),
      {
        maxLength: 8,
      },
    )
    .map((parts) => parts.join('/')),
);

describe('normalizePathname', () => {
  it('removes trailing slashes and drops hash and query', () => {
    expect(normalizePathname('/x/introduction/')).toBe('/x/introduction');
    expect(normalizePathname('/x/introduction#licence')).toBe('/x/introduction');
    expect(normalizePathname('/x/introduction/?a=1#b')).toBe('/x/introduction');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('x/a')).toBe('/x/a');
    expect(normalizePathname('//x//a//')).toBe('/x/a');
  });

  it('never throws, and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(pathLike, (path) => {
        const once = normalizePathname(path);
        expect(normalizePathname(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('language prefix', () => {
  it('is empty for English and /{lang} otherwise', () => {
    expect(getLanguagePrefix('en')).toBe('');
    expect(getLanguagePrefix('zh')).toBe('/zh');
  });

  it('strips an optional en or zh prefix', () => {
    expect(pathnameToLanguage('/zh/x/introduction/')).toEqual({
      userLanguage: 'zh',
      canonicalPathname: '/x/introduction',
    });
    expect(pathnameToLanguage('/en/x/introduction')).toEqual({
      userLanguage: 'en',
      canonicalPathname: '/x/introduction',
    });
    expect(pathnameToLanguage('/zh')).toEqual({ userLanguage: 'zh', canonicalPathname: '/' });
    expect(pathnameToLanguage('/x/introduction')).toEqual({ userLanguage: 'en', canonicalPathname: '/x/introduction' });
  });

  it('only strips whole segments', () => {
    expect(pathnameToLanguage('/zhx/page').canonicalPathname).toBe('/zhx/page');
    expect(pathnameToLanguage('/english').userLanguage).toBe('en');
  });

  it('leaves the blog out of language handling', () => {
    expect(isLanguageHandled('/blog/release')).toBe(false);
    expect(isLanguageHandled('/blogger')).toBe(true);
    expect(pathnameToLanguage('/zh/blog/post')).toEqual({ userLanguage: 'en', canonicalPathname: '/blog/post' });
    expect(localizePath('/blog/post', 'zh')).toBe('/blog/post');
  });

  it('leaves files out of language handling', () => {
    expect(isLanguageHandled('/x/llms.txt')).toBe(false);
    expect(localizePath('/x/llms.txt', 'zh')).toBe('/x/llms.txt');
    expect(localizePath('/zh/x/sw.js', 'zh')).toBe('/x/sw.js');
  });

  it('localises a path for either language', () => {
    expect(localizePath('/x/introduction', 'zh')).toBe('/zh/x/introduction');
    expect(localizePath('/zh/x/introduction/', 'en')).toBe('/x/introduction');
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(localizePath('/zh', 'en')).toBe('/');
  });

  it('never throws, is idempotent, and round-trips through localizePath', () => {
    fc.assert(
      fc.property(pathLike, fc.constantFrom('en', 'zh'), (path, lang) => {
        const { canonicalPathname } = pathnameToLanguage(path);
        expect(pathnameToLanguage(canonicalPathname).canonicalPathname).toBe(canonicalPathname);
        const localized = localizePath(path, lang);
        expect(localizePath(localized, lang)).toBe(localized);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('docs tabs', () => {
  it('strips a [docsTab] segment to find the active page', () => {
    expect(getActivePagePath('/material-ui/components/buttons/[docsTab]')).toBe('/material-ui/components/buttons');
    expect(getActivePagePath('/zh/material-ui/components/buttons/components-api/')).toBe(
      '/material-ui/components/buttons',
    );
    expect(getActivePagePath('/material-ui/components/switches/hooks-api')).toBe('/material-ui/components/switches');
    expect(getActivePagePath('/x/introduction#x')).toBe('/x/introduction');
  });

  it('names the tab a path shows', () => {
    expect(getDocsTab('/material-ui/components/buttons/components-api')).toBe('components-api');
    expect(getDocsTab('/material-ui/components/buttons')).toBeUndefined();
  });

  it('never throws and is idempotent', () => {
    fc.assert(
      fc.property(pathLike, (path) => {
        const once = getActivePagePath(path);
        expect(getActivePagePath(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('product areas', () => {
  it('maps API prefixes to their product area', () => {
    expect(getApiProductArea('/x/api/data-grid/data-grid')).toBe('x-data-grid');
    expect(getApiProductArea('/x/api/date-pickers/date-picker/')).toBe('x-date-pickers');
    expect(getApiProductArea('/zh/x/api/charts/bar-chart')).toBe('x-charts');
    expect(getApiProductArea('/x/api/tree-view/tree-item')).toBe('x-tree-view');
    expect(getApiProductArea('/x/api/data-gridx/foo')).toBeUndefined();
    expect(getApiProductArea('/x/react-data-grid')).toBeUndefined();
  });

  it('maps feature and migration pages to their product area', () => {
    expect(getXProductArea('/x/react-data-grid/sorting')).toBe('x-data-grid');
    expect(getXProductArea('/x/react-date-pickers')).toBe('x-date-pickers');
    expect(getXProductArea('/x/react-charts-group')).toBe('x-charts');
    expect(getXProductArea('/x/migration/migration-pickers-v7')).toBe('x-date-pickers');
    expect(getXProductArea('/x/introduction')).toBeUndefined();
  });
});

describe('getProductInfo', () => {
  it.each([
    ['/material-ui/components/buttons', 'core', 'material-ui'],
    ['/joy-ui/getting-started', 'core', 'joy-ui'],
    ['/base-ui/getting-started', 'core', 'base-ui'],
    ['/system/basics', 'core', 'system'],
    ['/x/react-data-grid/sorting', 'x', 'x-data-grid'],
    ['/x/api/charts/bar-chart', 'x', 'x-charts'],
    ['/zh/x/introduction', 'x', 'x'],
    ['/toolpad/core/introduction', 'toolpad', 'toolpad-core'],
    ['/toolpad/studio/introduction', 'toolpad', 'toolpad-studio'],
    ['/docs/something', 'docs-infra', 'docs'],
    ['/versions', 'docs-infra', 'docs'],
    ['/production-error', 'docs-infra', 'docs'],
    ['/experiments/docs/callouts', 'docs-infra', 'docs'],
    ['/experiments/other', 'null', 'null'],
    ['/', 'null', 'null'],
  ])('%s -> %s / %s', (path, productCategoryId, productId) => {
    expect(getProductInfo(path)).toEqual({ productCategoryId, productId });
  });

  it('never throws', () => {
    fc.assert(fc.property(pathLike, (path) => typeof getProductInfo(path).productId === 'string'));
  });
});

describe('legacy paths', () => {
  it('maps api and unprefixed paths to their current place', () => {
    expect(mapLegacyPath('/api/button')).toBe('/material-ui/api/button');
    expect(mapLegacyPath('/zh/api/button/')).toBe('/zh/material-ui/api/button');
    expect(mapLegacyPath('/getting-started/installation')).toBe('/material-ui/getting-started/installation');
    expect(mapLegacyPath('/css-in-js/basics')).toBe('/system/styles/basics');
    expect(mapLegacyPath('/styles/api')).toBe('/system/styles/api');
    expect(mapLegacyPath('/material-ui/api/button')).toBeUndefined();
    expect(mapLegacyPath('/apis')).toBeUndefined();
  });

  it('never throws, and a mapped path maps no further', () => {
    fc.assert(
      fc.property(pathLike, (path) => {
        const mapped = mapLegacyPath(path);
        if (mapped !== undefined) expect(mapLegacyPath(mapped)).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('layout and version hosts', () => {
  it('uses the bare layout for /playground only', () => {
    expect(usesBareLayout('/playground')).toBe(true);
    expect(usesBareLayout('/zh/playground/')).toBe(true);
    expect(usesBareLayout('/playgrounds')).toBe(false);
  });

  it('fills {host} templates', () => {
    expect(fillHostTemplate('https://v7.{host}/x/', 'mui.com')).toBe('https://v7.mui.com/x/');
  });
});
