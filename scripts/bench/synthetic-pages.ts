// The synthetic pages of npm run bench:scale: feature-shaped MDX pages that each show a few of
// the real demos, rotating through all of them so the mix of sizes is the site's.

/** Demo ids (src/demos/<id>.tsx) of the real demos, from paths relative to src/demos. */
export function realDemoIds(files: readonly string[]): string[] {
  return files
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.tsx') && !/\.(tailwind|css)\.tsx$/.test(file) && !file.startsWith('playground/'))
    .map((file) => file.slice(0, -'.tsx'.length))
    .sort();
}

/** How many demos the page of this index carries: 4, 5, 6, 4, 5, 6, ... */
export function demoCount(pageIndex: number): number {
  return 4 + (pageIndex % 3);
}

/** The demos of a page: the next ones after those of the pages before it, wrapping around. */
export function demosOfPage(ids: readonly string[], pageIndex: number): string[] {
  if (ids.length === 0) return [];
  // demoCount summed over the pages before this one.
  const start = 4 * pageIndex + 3 * Math.floor(pageIndex / 3) + (pageIndex % 3 === 2 ? 1 : 0);
  return Array.from({ length: demoCount(pageIndex) }, (_, offset) => ids[(start + offset) % ids.length]!);
}

/** The MDX of a synthetic page: prose, a code block, a table, a callout and its demos. */
export function syntheticPage(product: string, index: number, demos: readonly string[]): string {
  const title = `Scale test ${product} ${index}`;
  const demoSections = demos.map((id, position) => `## Example ${position + 1}

The demo below comes from another page; the text around it stands for the explanation a feature page gives.

<Demo name="${id}" />
`);
  return `---
title: ${title}
description: A synthetic page of the scale benchmark for ${product}, number ${index}, with sections, code, demos and a table.
---

This page exists only while \`npm run bench:scale\` builds the site. It has the shape of a feature page: an introduction, a few sections, a code sample, demos and a table, and links to real pages such as [Installation](/x/introduction/installation).

## Basic use

Pass the rows and the columns to the component, then choose the props that fit the data set number ${index}. The default values suit most tables, and each one can be changed later without touching the rest of the configuration.

\`\`\`tsx
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [{ field: 'name', headerName: 'Name ${index}', width: 160 }];

export default function Example${index}() {
  return <DataGrid rows={[{ id: ${index}, name: 'Row ${index}' }]} columns={columns} />;
}
\`\`\`

${demoSections.join('\n')}
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
