import { describe, expect, it } from 'vitest';
import { localModulesOf, withSandboxImports } from '../../src/lib/demos/local-modules';
import { sandboxFiles } from '../../src/lib/demos/sandbox-project';

const demo = [
  "import * as React from 'react';",
  "import { DataGridPro } from '@mui/x-data-grid-pro';",
  "import { createFakeServer } from '../fakeServer';",
  "import type { Order } from './orders';",
].join('\n');

describe('localModulesOf', () => {
  it('resolves a demo’s relative imports to .ts modules under src/demos', () => {
    expect(localModulesOf(demo, 'data-grid/server-side-data/tree-data/Basic')).toEqual([
      { specifier: '../fakeServer', path: 'data-grid/server-side-data/fakeServer.ts', name: 'fakeServer' },
      { specifier: './orders', path: 'data-grid/server-side-data/tree-data/orders.ts', name: 'orders' },
    ]);
  });

  it('ignores package imports', () => {
    expect(localModulesOf("import x from '@mui/material';", 'a/B')).toEqual([]);
  });

  it('refuses a module outside src/demos or written with its extension', () => {
    expect(() => localModulesOf("import x from '../../x';", 'a/B')).toThrow('outside src/demos');
    expect(() => localModulesOf("import x from './x.ts';", 'a/B')).toThrow('without extension');
  });
});

describe('the sandbox of a demo with local modules', () => {
  it('points the demo’s imports at the modules it writes beside it', () => {
    expect(withSandboxImports(demo, [{ specifier: '../fakeServer', name: 'fakeServer' }])).toContain(
      "import { createFakeServer } from './fakeServer';",
    );
    const files = sandboxFiles({
      title: 'Server-side tree data',
      source: demo,
      variant: 'TS',
      modules: [
        { specifier: '../fakeServer', name: 'fakeServer', source: 'export const createFakeServer = () => null;' },
        { specifier: './orders', name: 'orders', source: 'export interface Order { id: number }' },
      ],
      dependencies: {},
    });
    expect(files['src/fakeServer.ts']).toBe('export const createFakeServer = () => null;\n');
    expect(files['src/orders.ts']).toBe('export interface Order { id: number }\n');
    expect(files['src/Demo.tsx']).toContain("from './fakeServer'");
    expect(files['src/Demo.tsx']).not.toContain('../fakeServer');
  });
});
