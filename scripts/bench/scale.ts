// npm run bench:scale: builds the site as it is (1x), then with synthetic pages added until
// it has about four times as many (4x), and prints build time and peak memory for each.
// The synthetic pages and their navigation entries are written for the build and removed
// afterwards; they are never committed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CONTENT = 'src/content/docs/en/scale-test';
const NAV = 'src/navigation/scale-test.generated.ts';
const PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view', 'material-ui'];

function htmlPages(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
}

function build(): { seconds: number; peakMb: number; pages: number } {
  rmSync('dist', { recursive: true, force: true });
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, 'node_modules/astro/astro.js', 'build'], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    // vite-node runs this script with NODE_ENV=development; the build must be a production one.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`astro build failed:\n${result.stderr.slice(-2000)}`);
  const [seconds = '0', kilobytes = '0'] = result.stderr.trim().split('\n').pop()!.split(' ');
  return { seconds: Number(seconds), peakMb: Number(kilobytes) / 1024, pages: htmlPages('dist') };
}

function page(product: string, index: number): string {
  const title = `Scale test ${product} ${index}`;
  return `---
title: ${title}
description: A synthetic page of the scale benchmark for ${product}, number ${index}, with sections, code and a table.
---

This page exists only while \`npm run bench:scale\` builds the site. It has the shape of a feature page: an introduction, a few sections, a code sample and a table, and links to real pages such as [Installation](/x/introduction/installation).

## Basic use

Pass the rows and the columns to the component, then choose the props that fit the data set number ${index}. The default values suit most tables, and each one can be changed later without touching the rest of the configuration.

\`\`\`tsx
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [{ field: 'name', headerName: 'Name ${index}', width: 160 }];

export default function Example${index}() {
  return <DataGrid rows={[{ id: ${index}, name: 'Row ${index}' }]} columns={columns} />;
}
\`\`\`

## Options

| Prop | Type | Default |
| --- | --- | --- |
| \`density\` | \`'compact' \\| 'standard' \\| 'comfortable'\` | \`'standard'\` |
| \`pageSizeOptions\` | \`number[]\` | \`[25, 50, 100]\` |

### Advanced

<Callout type="info">Synthetic content for product ${product}: it is removed after the benchmark.</Callout>

Read the [Licensing](/x/introduction/licensing) page before using the commercial packages.
`;
}

function writeSynthetic(perProduct: number) {
  rmSync(CONTENT, { recursive: true, force: true });
  const entries = PRODUCTS.map((product) => {
    mkdirSync(path.join(CONTENT, product), { recursive: true });
    const children = Array.from({ length: perProduct }, (_, index) => {
      writeFileSync(path.join(CONTENT, product, `page-${index}.mdx`), page(product, index));
      return { pathname: `/scale-test/${product}/page-${index}`, title: `Page ${index}`, zh: `页面 ${index}` };
    });
    return { pathname: `/scale-test/${product}-group`, title: `Scale test ${product}`, zh: `规模测试 ${product}`, children };
  });
  writeFileSync(NAV, `// Written by npm run bench:scale; removed when it ends.\nexport const scaleEntries = ${JSON.stringify(entries)};\n`);
}

function clean() {
  rmSync(CONTENT, { recursive: true, force: true });
  rmSync(NAV, { force: true });
}

try {
  clean();
  console.log('Building at 1x…');
  const single = build();
  // Each English page is built twice (/ and /zh/); add enough for three times today's pages.
  const perProduct = Math.ceil((3 * single.pages) / 2 / PRODUCTS.length);
  writeSynthetic(perProduct);
  console.log(`Building at about 4x (${perProduct * PRODUCTS.length} synthetic pages, each in two languages)…`);
  const quadruple = build();
  const pageRatio = quadruple.pages / single.pages;
  const timeRatio = quadruple.seconds / single.seconds;
  console.table({
    '1x': { pages: single.pages, 'build s': single.seconds.toFixed(1), 'peak MB': single.peakMb.toFixed(0), 'ms per page': ((single.seconds * 1000) / single.pages).toFixed(1) },
    '4x': { pages: quadruple.pages, 'build s': quadruple.seconds.toFixed(1), 'peak MB': quadruple.peakMb.toFixed(0), 'ms per page': ((quadruple.seconds * 1000) / quadruple.pages).toFixed(1) },
  });
  const allowed = pageRatio * 1.1;
  console.log(`Pages ×${pageRatio.toFixed(2)}, time ×${timeRatio.toFixed(2)} (linear growth allows up to ×${allowed.toFixed(2)}): ${timeRatio <= allowed ? 'met' : 'NOT met'}`);
} finally {
  clean();
}
