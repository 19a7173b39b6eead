import { describe, expect, it } from 'vitest';
import { docPage, type DocPageInput } from '../../src/lib/doc-page';
import { buildNavTree } from '../../src/navigation/build';
import type { DocRoute } from '../../src/lib/routes';

const tree = buildNavTree([
  { pathname: '/material-ui/components/buttons', title: 'Button', zh: '按钮', tabs: ['components-api'] },
]);
const node = tree.index.get('/material-ui/components/buttons');
const route = (overrides: Partial<DocRoute>): DocRoute => ({
  slug: 'material-ui/components/buttons',
  lang: 'en',
  pathname: '/material-ui/components/buttons',
  bodyId: 'en/material-ui/components/buttons',
  isFallback: false,
  switchBodyId: 'zh/material-ui/components/buttons',
  treeId: 'general',
  ...overrides,
});
const headings = [
  { depth: 2, slug: 'basic-button', text: 'Basic button' },
  { depth: 2, slug: 'sizes', text: 'Sizes' },
];
const input = (overrides: Partial<DocPageInput>): DocPageInput => ({
  route: route({}),
  node,
  frontmatter: { title: 'Button', description: 'Buttons allow users to take actions with a single tap.' },
  headings,
  tabComponents: [],
  ...overrides,
});

describe('docPage', () => {
  it('shows the body with its frontmatter and headings, paired with the other language’s sections', () => {
    const page = docPage(
      input({
        switchHeadings: [
          { depth: 2, slug: '基本按钮', text: '基本按钮' },
          { depth: 2, slug: '尺寸', text: '尺寸' },
        ],
      }),
    );
    expect(page).toEqual({
      lang: 'en',
      pathname: '/material-ui/components/buttons',
      title: 'Button',
      description: 'Buttons allow users to take actions with a single tap.',
      headings,
      hideToc: false,
      bodyLang: 'en',
      anchorMap: { 'basic-button': '基本按钮', sizes: '尺寸' },
    });
  });

  it('titles an untranslated page with its navigation title in the page’s language, over an English body', () => {
    const page = docPage(
      input({ route: route({ lang: 'zh', isFallback: true, bodyId: 'en/material-ui/components/buttons' }) }),
    );
    expect(page).toMatchObject({ lang: 'zh', title: '按钮', bodyLang: 'en', anchorMap: {} });
  });

  it('gives an API tab one section per component and a description naming its page', () => {
    const page = docPage(input({ route: route({ tab: 'components-api' }), tabComponents: ['Button', 'ButtonGroup'] }));
    expect(page.pathname).toBe('/material-ui/components/buttons/components-api');
    expect(page.headings).toEqual([
      { depth: 2, slug: 'api-Button', text: 'Button' },
      { depth: 2, slug: 'api-ButtonGroup', text: 'ButtonGroup' },
    ]);
    expect(page.description).toBe('The API of the components that the Button page demonstrates: imports and props.');
  });
});
