import { describe, expect, it } from 'vitest';
import { apiIndexGroups, firstSentence } from '../../src/lib/api/index-page';
import { demoLinkLabels } from '../../src/lib/api/demo-links';
import { apiDescriptionLinks, apiHeadings, optionalColumns } from '../../src/lib/api/page';
import { sourceFolderUrl } from '../../src/lib/api/source-url';
import { apiEntriesUsedOn, pagesUsing } from '../../src/lib/api/usage';

describe('apiDescriptionLinks', () => {
  const links = apiDescriptionLinks({
    lang: 'zh',
    exists: (path) =>
      [
        '/x/react-data-grid/sorting',
        '/material-ui/api/button',
        '/material-ui/components/buttons',
        '/material-ui/components/checkboxes',
        '/material-ui/components/tabs',
      ].includes(path),
    typePaths: new Map([['GridColDef', '/x/api/data-grid/grid-col-def']]),
    toHref: (path) => `/docs${path}`,
  });

  it('keeps links to pages this site has, in the reader’s language, with the anchor translated', () => {
    expect(links.url('https://mui.com/x/react-data-grid/sorting/')).toBe('/docs/zh/x/react-data-grid/sorting');
    expect(links.url('/material-ui/api/button/#button-prop-disabled')).toBe(
      '/docs/zh/material-ui/api/button#props-disabled',
    );
  });

  it('reads the versioned host of Material UI’s docs (v7.mui.com) and http links as mui.com', () => {
    expect(links.url('https://v7.mui.com/material-ui/api/button/#button-prop-disabled')).toBe(
      '/docs/zh/material-ui/api/button#props-disabled',
    );
    expect(links.url('http://mui.com/x/react-data-grid/sorting/')).toBe('/docs/zh/x/react-data-grid/sorting');
  });

  it('finds the component page of Material UI that mui.com calls react-<component>', () => {
    expect(links.url('https://v7.mui.com/material-ui/react-button/')).toBe('/docs/zh/material-ui/components/buttons');
    expect(links.url('/material-ui/react-checkbox/')).toBe('/docs/zh/material-ui/components/checkboxes');
    expect(links.url('https://mui.com/material-ui/react-tabs/#scrollable-tabs')).toBe(
      '/docs/zh/material-ui/components/tabs',
    );
    expect(links.url('https://v7.mui.com/material-ui/react-menu/')).toBe('https://v7.mui.com/material-ui/react-menu/');
  });

  it('sends other links of the libraries’ docs to mui.com, and leaves foreign links alone', () => {
    expect(links.url('https://mui.com/joy-ui/react-button/')).toBe('https://mui.com/joy-ui/react-button/');
    expect(links.url('/material-ui/react-menu/')).toBe('https://mui.com/material-ui/react-menu/');
    expect(links.url('https://developer.mozilla.org/')).toBe('https://developer.mozilla.org/');
  });

  it('links referenced types to their API page', () => {
    expect(links.type('GridColDef')).toBe('/docs/zh/x/api/data-grid/grid-col-def');
    expect(links.type('Unknown')).toBeUndefined();
  });
});

describe('apiHeadings', () => {
  const title = (section: string) => section.toUpperCase();
  it('has no demos section for an interface: demos import components, not types', () => {
    expect(
      apiHeadings({ kind: 'interface', props: [], slots: [], classes: [] }, title).map((heading) => heading.slug),
    ).toEqual(['import', 'props', 'source']);
  });
  it('lists slots and classes only when the page has some, and every prop', () => {
    expect(
      apiHeadings({ kind: 'component', props: [{ name: 'rows' }], slots: [], classes: [] }, title).map(
        (heading) => heading.slug,
      ),
    ).toEqual(['demos', 'import', 'props', 'props-rows', 'source']);
    expect(
      apiHeadings({ kind: 'component', props: [], slots: [{}], classes: [{}] }, title).map(
        (heading) => `${heading.depth}${heading.text}`,
      ),
    ).toEqual(['2DEMOS', '2IMPORT', '2PROPS', '2SLOTS', '2CLASSES', '2SOURCE']);
  });
});

describe('the API index', () => {
  it('groups components then interfaces, leaving out an empty group', () => {
    const entries = [
      { id: 'a', data: { kind: 'interface' as const, description: '' } },
      { id: 'b', data: { kind: 'component' as const, description: '' } },
    ];
    expect(apiIndexGroups(entries).map((group) => [group.id, group.items.map((entry) => entry.id)])).toEqual([
      ['components', ['b']],
      ['interfaces', ['a']],
    ]);
    expect(apiIndexGroups(entries.slice(0, 1)).map((group) => group.id)).toEqual(['interfaces']);
  });

  it('summarises a description by its first sentence, type references as plain text', () => {
    expect(firstSentence('The [[GridApi]] of\n the grid. More text.')).toBe('The GridApi of the grid.');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });
});

describe('usage of components on pages', () => {
  const usage = new Map([['@mui/x-data-grid/DataGrid', ['/x/react-data-grid', '/x/react-data-grid/sorting']]]);
  const entries = [
    { data: { kind: 'component', name: 'DataGrid', product: 'data-grid' } },
    { data: { kind: 'interface', name: 'DataGrid', product: 'data-grid' } },
    { data: { kind: 'component', name: 'DataGridPro', product: 'data-grid' } },
  ];

  it('names the pages using a component, none for an interface', () => {
    expect(pagesUsing(usage, entries[0]!.data)).toEqual(['/x/react-data-grid', '/x/react-data-grid/sorting']);
    expect(pagesUsing(usage, entries[1]!.data)).toEqual([]);
  });

  it('gives a page’s API tab the components its demos use', () => {
    expect(apiEntriesUsedOn(usage, entries, '/x/react-data-grid/sorting')).toEqual([entries[0]]);
    expect(apiEntriesUsedOn(usage, entries, '/x/react-charts')).toEqual([]);
  });
});

describe('sourceFolderUrl', () => {
  it('points at the declaration’s folder in its repository at the installed version', () => {
    expect(sourceFolderUrl('@mui/x-data-grid', '8.29.3', '@mui/x-data-grid/esm/DataGrid/DataGrid.d.ts')).toBe(
      'https://github.com/mui/mui-x/tree/v8.29.3/packages/x-data-grid/src/DataGrid',
    );
    expect(sourceFolderUrl('@mui/material', '7.3.9', '@mui/material/Button/Button.d.ts')).toBe(
      'https://github.com/mui/material-ui/tree/v7.3.9/packages/mui-material/src/Button',
    );
  });
});

describe('demoLinkLabels', () => {
  const page = (pathname: string, title: string, parents: string[]) => ({ pathname, title, parents });

  it('adds the ancestor that tells apart pages of the same title, and only to those', () => {
    expect(
      demoLinkLabels([
        page('/x/react-data-grid', 'Overview', ['Data Grid']),
        page('/x/react-tree-view', 'Overview', ['Tree View']),
        page('/x/react-data-grid/pagination', 'Pagination', ['Data Grid', 'Main features']),
      ]),
    ).toEqual(['Data Grid: Overview', 'Tree View: Overview', 'Pagination']);
  });

  it('looks past the ancestors the pages share', () => {
    expect(
      demoLinkLabels([
        page('/x/react-data-grid/a', 'Overview', ['Data Grid', 'Main features']),
        page('/x/react-data-grid/demos/a', 'Overview', ['Data Grid', 'Demos']),
      ]),
    ).toEqual(['Main features: Overview', 'Demos: Overview']);
  });
});

describe('optionalColumns', () => {
  it('keeps a column only when some row has a value in it', () => {
    expect(
      optionalColumns({ props: [{}, { default: 'false' }], slots: [{ name: 'root' }], classes: [{ key: 'root' }] }),
    ).toEqual({ propsDefault: true, slotsClassName: true });
    expect(optionalColumns({ props: [{}], slots: [{ name: 'toolbar' }], classes: [{ key: 'root' }] })).toEqual({
      propsDefault: false,
      slotsClassName: false,
    });
  });
});
