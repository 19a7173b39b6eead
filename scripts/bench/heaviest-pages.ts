import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageWeight } from './page-weight';

/** The product areas whose heaviest page Lighthouse measures, by the folder of their English pages. */
export const productAreas = {
  'Data Grid': '/x/react-data-grid/',
  Pickers: '/x/react-date-pickers/',
  Charts: '/x/react-charts/',
  'Tree View': '/x/react-tree-view/',
  'Material UI': '/material-ui/',
} as const;

/** Written English pages under a folder of dist/ (placeholders are noindex). */
function writtenPages(dist: string, folder: string): string[] {
  const root = path.join(dist, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .filter((file) => !readFileSync(path.join(root, file), 'utf8').includes('name="robots" content="noindex"'))
    .map((file) => `${folder}${path.dirname(file)}`.replace(/\/\.$/, '').replace(/\/$/, ''));
}

const demoCount = (dist: string, page: string) =>
  (readFileSync(path.join(dist, page, 'index.html'), 'utf8').match(/ data-demo="/g) ?? []).length;

/**
 * Each product area's written page with the most JavaScript in all (gzipped), and, where it is
 * another page, the one with the most demos, read from dist/.
 */
export function heaviestPages(dist = 'dist'): Record<string, string> {
  const heaviest: Record<string, string> = {};
  for (const [area, folder] of Object.entries(productAreas)) {
    let byBytes: { page: string; bytes: number } | undefined;
    let byDemos: { page: string; demos: number } | undefined;
    for (const page of writtenPages(dist, folder)) {
      if (page.includes('/api/')) continue;
      const bytes = pageWeight(dist, page).js.total;
      const demos = demoCount(dist, page);
      if (!byBytes || bytes > byBytes.bytes) byBytes = { page, bytes };
      if (!byDemos || demos > byDemos.demos) byDemos = { page, demos };
    }
    if (byBytes) heaviest[`heaviest ${area}`] = byBytes.page;
    if (byDemos && byDemos.page !== byBytes?.page) heaviest[`most demos ${area}`] = byDemos.page;
  }
  return heaviest;
}
