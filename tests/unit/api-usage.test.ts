import { describe, expect, it } from 'vitest';
import { componentUsage, demoNames, muiComponentImports, muiComponentUses, pagesUsing } from '../../src/lib/api/usage';

describe('demoNames', () => {
  it('reads the name of every <Demo>, whatever the other attributes and line breaks', () => {
    const mdx = [
      '# Sorting',
      '<Demo name="BasicSorting" />',
      '<Demo bg="inline" height={560} name="data-grid/overview/FullFeatured" />',
      '<Demo',
      '  name="Multiline"',
      '/>',
      '<DemoToolbar name="NotADemo" />',
    ].join('\n');
    expect(demoNames(mdx)).toEqual(['BasicSorting', 'data-grid/overview/FullFeatured', 'Multiline']);
  });
});

describe('muiComponentImports', () => {
  it('counts default imports by the module they come from, not by their local name', () => {
    const source = ["import Button from '@mui/material/Button';", "import MuiLink from '@mui/material/Link';"].join(
      '\n',
    );
    expect(muiComponentImports(source)).toEqual(['Button', 'Link']);
  });

  it('counts named imports by their exported name, aliases included', () => {
    expect(muiComponentImports("import { DataGrid as Grid, GridToolbar } from '@mui/x-data-grid';")).toEqual([
      'DataGrid',
      'GridToolbar',
    ]);
    expect(muiComponentImports("import { default as Chip } from '@mui/material/Chip';")).toEqual(['Chip']);
  });

  it('reads a default and named imports together, over several lines, with comments', () => {
    const source = [
      'import Autocomplete, {',
      '  createFilterOptions,',
      '  // the listbox slot',
      '  AutocompleteListbox,',
      '  /* a trailing comma: */',
      '} from "@mui/material/Autocomplete";',
    ].join('\n');
    expect(muiComponentImports(source)).toEqual(['Autocomplete', 'AutocompleteListbox']);
  });

  it('leaves out type-only imports, whole or per name', () => {
    const source = [
      "import type { GridColDef } from '@mui/x-data-grid';",
      "import type ButtonType from '@mui/material/Button';",
      "import Chip, { type ChipProps } from '@mui/material/Chip';",
      "import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';",
    ].join('\n');
    expect(muiComponentImports(source)).toEqual(['Chip', 'DataGrid']);
  });

  it('leaves out other packages, icons, namespaces, hooks and side-effect imports', () => {
    const source = [
      "import * as React from 'react';",
      "import Button from 'some-ui/Button';",
      "import MenuIcon from '@mui/icons-material/Menu';",
      "import { Menu as MenuOutline } from '@mui/icons-material';",
      "import * as Material from '@mui/material';",
      "import { useGridApiRef, gridClasses } from '@mui/x-data-grid';",
      "import '@mui/x-data-grid/themeAugmentation';",
      "// import Slider from '@mui/material/Slider';",
      "import { LicenseInfo } from '@mui/x-license';",
    ].join('\n');
    expect(muiComponentImports(source)).toEqual(['LicenseInfo']);
  });

  it('does not take a component for a longer name that contains it', () => {
    expect(muiComponentImports("import { GridToolbarButton } from '@mui/x-data-grid';")).toEqual(['GridToolbarButton']);
  });
});

describe('componentUsage', () => {
  const sources = new Map([
    ['data-grid/sorting/BasicSorting', "import { DataGrid } from '@mui/x-data-grid';"],
    [
      'data-grid/overview/FullFeatured',
      "import { DataGrid } from '@mui/x-data-grid';\nimport Chip from '@mui/material/Chip';",
    ],
    [
      'material-ui/buttons/BasicButtons',
      "import Button from '@mui/material/Button';\nimport type { ChipProps } from '@mui/material/Chip';",
    ],
  ]);

  it('maps each component to the sorted pages whose demos use it, resolving names on each page', () => {
    const pages = new Map([
      ['/x/react-data-grid/sorting', ['BasicSorting', 'Missing']],
      ['/x/react-data-grid', ['data-grid/overview/FullFeatured']],
      ['/material-ui/components/buttons', ['BasicButtons']],
    ]);
    expect(componentUsage(pages, sources)).toEqual(
      new Map([
        ['@mui/material/Button', ['/material-ui/components/buttons']],
        ['@mui/material/Chip', ['/x/react-data-grid']],
        ['@mui/x-data-grid/DataGrid', ['/x/react-data-grid', '/x/react-data-grid/sorting']],
      ]),
    );
  });

  it('lists a page once however many of its demos use the component', () => {
    const pages = new Map([['/x/react-data-grid/sorting', ['BasicSorting', 'data-grid/sorting/BasicSorting']]]);
    expect(componentUsage(pages, sources).get('@mui/x-data-grid/DataGrid')).toEqual(['/x/react-data-grid/sorting']);
  });
});

describe('muiComponentUses', () => {
  it('names each component with the package it comes from, whatever the module inside it', () => {
    const source = [
      "import { Button } from '@mui/material';",
      "import Toolbar from '@mui/material/Toolbar';",
      "import { Toolbar as GridToolbarRoot, ToolbarButton } from '@mui/x-data-grid-premium';",
      "import { RichTreeView } from '@mui/x-tree-view/RichTreeView';",
    ].join('\n');
    expect(muiComponentUses(source)).toEqual([
      { package: '@mui/material', name: 'Button' },
      { package: '@mui/material', name: 'Toolbar' },
      { package: '@mui/x-data-grid-premium', name: 'Toolbar' },
      { package: '@mui/x-data-grid-premium', name: 'ToolbarButton' },
      { package: '@mui/x-tree-view', name: 'RichTreeView' },
    ]);
  });
});

describe('usage keyed by package and component', () => {
  // Material UI, the Data Grid and Charts each export a component named Toolbar.
  const sources = new Map([
    ['material-ui/app-bar/DenseAppBar', "import Toolbar from '@mui/material/Toolbar';"],
    ['data-grid/toolbar/CustomToolbar', "import { Toolbar, ToolbarButton } from '@mui/x-data-grid-pro';"],
  ]);
  const pages = new Map([
    ['/material-ui/components/app-bar', ['DenseAppBar']],
    ['/x/react-data-grid/toolbar', ['CustomToolbar']],
  ]);
  const usage = componentUsage(pages, sources);
  const toolbar = (product: string) => ({ kind: 'component', name: 'Toolbar', product });

  it('counts a page only for the component of the package its demos import', () => {
    expect(pagesUsing(usage, toolbar('material-ui'))).toEqual(['/material-ui/components/app-bar']);
    expect(pagesUsing(usage, toolbar('data-grid'))).toEqual(['/x/react-data-grid/toolbar']);
    expect(pagesUsing(usage, toolbar('charts'))).toEqual([]);
  });

  it('counts an import from any plan of the product: Pro and Premium re-export the community components', () => {
    expect(pagesUsing(usage, { kind: 'component', name: 'ToolbarButton', product: 'data-grid' })).toEqual([
      '/x/react-data-grid/toolbar',
    ]);
  });
});

describe('pages of another product', () => {
  // The Data Grid and Tree View demos put a Material UI Button beside the grid or the tree.
  const sources = new Map([
    ['material-ui/buttons/BasicButtons', "import Button from '@mui/material/Button';"],
    ['data-grid/row-selection/ControlledSelection', "import Button from '@mui/material/Button';"],
    ['tree-view/overview/ControlledExpansion', "import Button from '@mui/material/Button';"],
    ['material-ui/getting-started/templates/Dashboard', "import { DataGrid } from '@mui/x-data-grid';"],
  ]);
  const pages = new Map([
    ['/material-ui/components/buttons', ['BasicButtons']],
    ['/x/react-data-grid/row-selection', ['ControlledSelection']],
    ['/x/react-tree-view', ['tree-view/overview/ControlledExpansion']],
    ['/material-ui/getting-started/templates', ['Dashboard']],
  ]);
  const usage = componentUsage(pages, sources);

  it('are no demos of a component: a helper beside another product’s component is not what they show', () => {
    expect(pagesUsing(usage, { kind: 'component', name: 'Button', product: 'material-ui' })).toEqual([
      '/material-ui/components/buttons',
    ]);
    expect(pagesUsing(usage, { kind: 'component', name: 'DataGrid', product: 'data-grid' })).toEqual([]);
  });
});
