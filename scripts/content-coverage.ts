// Prints, per product area, how many navigation leaves have a page, then lists the missing
// ones. `--summary` prints the counts only. Run with `npm run content:coverage`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { trees } from '../src/navigation';
import { contentCoverage, type AreaCoverage } from '../src/lib/coverage';
import { BUILT_IN_PAGES } from '../src/lib/written-pages';
import { xApiPages } from '../src/navigation/x-api-pages';
import { hasApiPage } from './api/pages';

const contentRoot = join(process.cwd(), 'src/content/docs/en');
const hasPage = (pathname: string) =>
  BUILT_IN_PAGES.has(pathname) || existsSync(join(contentRoot, `${pathname}.mdx`)) || hasApiPage(pathname);

const summaryOnly = process.argv.includes('--summary');
const sections: Array<[string, AreaCoverage[]]> = [
  ['MUI X (/x/)', contentCoverage(trees.x, hasPage)],
  ['Material UI and System', contentCoverage(trees.general, hasPage)],
];

let written = 0;
let total = 0;
for (const [title, areas] of sections) {
  console.log(`\n${title}`);
  const width = Math.max(...areas.map((area) => area.area.length));
  for (const area of areas) {
    written += area.written;
    total += area.total;
    const percent = area.total === 0 ? 100 : Math.round((area.written / area.total) * 100);
    console.log(`  ${area.area.padEnd(width)}  ${area.written}/${area.total}  (${percent}%)`);
  }
}
console.log(`\nAll pages: ${written}/${total}`);
const apiMissing = xApiPages.filter((page) => !hasApiPage(page.pathname)).map((page) => page.pathname);
console.log(`MUI X API reference (reference list): ${xApiPages.length - apiMissing.length}/${xApiPages.length}`);

if (!summaryOnly) {
  if (apiMissing.length > 0) {
    console.log(
      '\nAPI pages of the reference list not generated (their package is not installed, or it does not export them):',
    );
    for (const pathname of apiMissing) console.log(`  ${pathname}`);
  }
  for (const [title, areas] of sections) {
    const missing = areas.filter((area) => area.missing.length > 0);
    if (missing.length === 0) continue;
    console.log(`\nNot yet written: ${title}`);
    for (const area of missing) {
      console.log(`  ${area.area}:`);
      for (const pathname of area.missing) console.log(`    ${pathname}`);
    }
  }
}
