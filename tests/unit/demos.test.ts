import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adapterLibraries, misplacedDateLibrary } from '../../src/lib/demos/date-libraries';
import {
  adapterPackage,
  findImports,
  packageName,
  resolveSandboxDependencies,
} from '../../src/lib/demos/sandbox-dependencies';
import { toJavaScript } from '../../src/lib/demos/javascript';
import { demoFolderForPage, demoId, extractPreview } from '../../src/lib/demos/folders';

const versionTable: Record<string, string> = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  '@mui/material': '7.3.11',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/x-date-pickers': '8.29.3',
  '@mui/x-date-pickers-pro': '8.29.3',
  '@mui/x-data-grid': '8.29.3',
  dayjs: '1.11.13',
};
const versions = (name: string) => versionTable[name];

describe('findImports and packageName', () => {
  it('finds static, side-effect, re-export and dynamic imports', () => {
    const source = [
      "import * as React from 'react';",
      "import type { GridColDef } from '@mui/x-data-grid';",
      "import Button from '@mui/material/Button';",
      "import 'dayjs/locale/zh-cn';",
      "export { default } from './Other';",
      "const lazy = import('@mui/x-charts/BarChart');",
    ].join('\n');
    expect(findImports(source).sort()).toEqual([
      './Other',
      '@mui/material/Button',
      '@mui/x-charts/BarChart',
      '@mui/x-data-grid',
      'dayjs/locale/zh-cn',
      'react',
    ]);
  });

  it('names the package of a specifier', () => {
    expect(packageName('@mui/material/Button')).toBe('@mui/material');
    expect(packageName('dayjs/locale/zh-cn')).toBe('dayjs');
    expect(packageName('./Other')).toBeUndefined();
  });
});

describe('adapter packages', () => {
  it.each([
    ['@mui/x-date-pickers/AdapterDateFns', 'date-fns'],
    ['@mui/x-date-pickers/AdapterDateFnsJalali', 'date-fns-jalali'],
    ['@mui/x-date-pickers-pro/AdapterDayjs', 'dayjs'],
    ['@mui/x-date-pickers/AdapterLuxon', 'luxon'],
    ['@mui/x-date-pickers/AdapterMoment', 'moment'],
    ['@mui/x-date-pickers/AdapterMomentHijri', 'moment-hijri'],
    ['@mui/x-date-pickers/AdapterMomentJalaali', 'moment-jalaali'],
  ])('%s needs %s', (specifier, library) => {
    expect(adapterPackage(specifier)).toBe(library);
  });

  it('throws for an unknown adapter', () => {
    expect(() => adapterPackage('@mui/x-date-pickers/AdapterTemporal')).toThrowError(
      "Can't determine required npm package for adapter 'AdapterTemporal'",
    );
  });

  it('ignores other imports', () => {
    expect(adapterPackage('@mui/x-date-pickers/DatePicker')).toBeUndefined();
  });
});

describe('resolveSandboxDependencies', () => {
  it('adds React, the companions of Material UI and MUI X, and the adapter library, with exact versions', () => {
    const source = [
      "import { DatePicker } from '@mui/x-date-pickers/DatePicker';",
      "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
      "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(resolveSandboxDependencies(source, versions)).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/material': '7.3.11',
      '@mui/x-date-pickers': '8.29.3',
      dayjs: '1.11.13',
      react: '19.2.0',
      'react-dom': '19.2.0',
    });
  });

  it('adds the packages of the sandbox entry file', () => {
    expect(Object.keys(resolveSandboxDependencies('', versions, ['react-dom/client', '@mui/material/styles']))).toEqual(
      ['@emotion/react', '@emotion/styled', '@mui/material', 'react', 'react-dom'],
    );
  });

  it('uses latest for a package it has no version of, and skips relative imports', () => {
    expect(resolveSandboxDependencies("import x from 'left-pad';\nimport y from './y';", versions)).toEqual({
      'left-pad': 'latest',
      react: '19.2.0',
      'react-dom': '19.2.0',
    });
  });

  it('throws for a demo using an unknown adapter', () => {
    expect(() =>
      resolveSandboxDependencies("import { AdapterFoo } from '@mui/x-date-pickers-pro/AdapterFoo';", versions),
    ).toThrowError("Can't determine required npm package for adapter 'AdapterFoo'");
  });
});

describe('toJavaScript', () => {
  it('strips types, keeps JSX, comments and blank lines, and formats', async () => {
    const source = [
      "import * as React from 'react';",
      "import type { GridColDef } from '@mui/x-data-grid';",
      "import { DataGrid } from '@mui/x-data-grid';",
      '',
      'interface Row {',
      '  id: number;',
      '  name: string;',
      '}',
      '',
      '// Two columns are enough here.',
      "const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name' }];",
      '',
      'export default function Basic() {',
      '  const [rows] = React.useState<Row[]>([{ id: 1, name: "Ada" }]);',
      '  return <DataGrid rows={rows} columns={columns} />;',
      '}',
      '',
    ].join('\n');
    expect(await toJavaScript(source)).toBe(
      [
        "import * as React from 'react';",
        "import { DataGrid } from '@mui/x-data-grid';",
        '',
        '// Two columns are enough here.',
        "const columns = [{ field: 'name', headerName: 'Name' }];",
        '',
        'export default function Basic() {',
        "  const [rows] = React.useState([{ id: 1, name: 'Ada' }]);",
        '  return <DataGrid rows={rows} columns={columns} />;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('reports a syntax error', async () => {
    await expect(toJavaScript('const a: = 1;')).rejects.toThrowError(/Cannot turn the demo into JavaScript/);
  });
});

describe('demo folders and previews', () => {
  it('maps a page to its demo folder', () => {
    expect(demoFolderForPage('/x/react-data-grid/sorting')).toBe('data-grid/sorting');
    expect(demoFolderForPage('/zh/x/react-data-grid/demos/inventory/')).toBe('data-grid/demos/inventory');
    expect(demoFolderForPage('/material-ui/components/buttons')).toBe('material-ui/buttons');
    expect(demoFolderForPage('/x/introduction')).toBe('introduction');
  });

  it('resolves a demo name on its page, or a path as given', () => {
    expect(demoId('BasicSorting', '/x/react-data-grid/sorting')).toBe('data-grid/sorting/BasicSorting');
    expect(demoId('data-grid/overview/Hero', '/x/react-data-grid/sorting')).toBe('data-grid/overview/Hero');
  });

  it('extracts the returned JSX of a short demo', () => {
    const source = [
      'export default function Demo() {',
      '  const [value, setValue] = React.useState(1);',
      '  return (',
      '    <Stack>',
      '      <Rating value={value} />',
      '    </Stack>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(extractPreview(source)).toBe('<Stack>\n  <Rating value={value} />\n</Stack>');
    expect(extractPreview(source, 2)).toBeUndefined();
    expect(extractPreview('export const x = 1;')).toBeUndefined();
  });
});

describe('sandboxFiles', () => {
  it('makes a Vite project with the demo, its dependencies and a typed entry', async () => {
    const { sandboxFiles } = await import('../../src/lib/demos/sandbox-project');
    const files = sandboxFiles({
      title: 'Basic sorting',
      source: 'export default function Demo() { return null; }',
      variant: 'TS',
      dependencies: { react: '19.2.0' },
    });
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/Demo.tsx',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    const manifest = JSON.parse(files['package.json']!);
    expect(manifest.name).toBe('basic-sorting');
    expect(manifest.dependencies).toEqual({ react: '19.2.0' });
    expect(manifest.devDependencies).toHaveProperty('typescript');
    expect(files['index.html']).toContain('src="/src/main.tsx"');
  });

  it('makes a JavaScript project without TypeScript', async () => {
    const { sandboxFiles } = await import('../../src/lib/demos/sandbox-project');
    const files = sandboxFiles({ title: 'x', source: 'export default 1;', variant: 'JS', dependencies: {} });
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/Demo.jsx',
      'src/main.jsx',
      'vite.config.js',
    ]);
    expect(files['src/main.jsx']).toContain("document.getElementById('root'))");
    expect(JSON.parse(files['package.json']!).devDependencies).not.toHaveProperty('typescript');
  });
});

describe('date library folders', () => {
  const luxonDemo = "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';";
  const dayjsDemo = "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';";

  it('leaves Day.js demos anywhere and other libraries in their own folder', () => {
    expect(adapterLibraries(`${luxonDemo}\n${dayjsDemo}`).sort()).toEqual(['dayjs', 'luxon']);
    expect(misplacedDateLibrary('date-pickers/date-picker/Basic', dayjsDemo)).toBeUndefined();
    expect(misplacedDateLibrary('date-pickers/date-libraries/luxon/Zones', luxonDemo)).toBeUndefined();
  });

  it('names the folder a misplaced demo belongs in', () => {
    expect(misplacedDateLibrary('date-pickers/timezone/Zones', luxonDemo)).toMatch(
      'src/demos/date-pickers/date-libraries/luxon/',
    );
    expect(misplacedDateLibrary('date-pickers/date-libraries/moment/Mixed', dayjsDemo)).toMatch(
      'is in the moment folder but uses the dayjs adapter',
    );
  });

  it('holds for every demo of the site', () => {
    const root = join(process.cwd(), 'src/demos');
    const problems = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => misplacedDateLibrary(file.replace(/\.tsx$/, ''), readFileSync(join(root, file), 'utf8')))
      .filter(Boolean);
    expect(problems).toEqual([]);
  });
});
