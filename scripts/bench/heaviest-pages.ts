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

/** Each product area's written page with the most JavaScript in all (gzipped), read from dist/. */
export function heaviestPages(dist = 'dist'): Record<string, string> {
  const heaviest: Record<string, string> = {};
  for (const [area, folder] of Object.entries(productAreas)) {
    let best: { page: string; bytes: number } | undefined;
    for (const page of writtenPages(dist, folder)) {
      if (page.startsWith('/material-ui/api/') || page.includes('/api/')) continue;
      const bytes = pageWeight(dist, page).js.total;
      if (!best || bytes > best.bytes) best = { page, bytes };
    }
    if (best) heaviest[`heaviest ${area}`] = best.page;
  }
  return heaviest;
}
