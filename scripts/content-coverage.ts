// Prints, per product area, how many navigation leaves have a page and how many demos the
// written pages show against the reference's, then lists the missing pages. `--summary` prints
// the area totals only, with the pages under half the reference's demo count. Run with
// `npm run content:coverage`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { trees } from '../src/navigation';
import { contentCoverage, countDemos, demoCoverage, type AreaCoverage, type AreaDemos } from '../src/lib/coverage';
import { referenceDemoCounts } from './coverage/reference-demos';
import { BUILT_IN_PAGES } from '../src/lib/written-pages';
import { xApiPages } from '../src/navigation/x-api-pages';
import { hasApiPage } from './api/pages';

const contentRoot = join(process.cwd(), 'src/content/docs/en');
const hasPage = (pathname: string) =>
  BUILT_IN_PAGES.has(pathname) || existsSync(join(contentRoot, `${pathname}.mdx`)) || hasApiPage(pathname);

const summaryOnly = process.argv.includes('--summary');

/** Demos of a written page; `undefined` for a page not written, or one of the other drawer. */
const demosIn = (prefix: '/x/' | '/material-ui/') => (pathname: string) => {
  // The general drawer links the MUI X overviews too: they count in the MUI X drawer only.
  if (prefix !== '/x/' && pathname.startsWith('/x/')) return undefined;
  const file = join(contentRoot, `${pathname}.mdx`);
  return existsSync(file) ? countDemos(readFileSync(file, 'utf8')) : undefined;
};
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

// Demos of the written pages against the reference's for the same pages.
const demoSections: Array<[string, AreaDemos[]]> = [
  ['MUI X (/x/)', demoCoverage(trees.x, demosIn('/x/'), referenceDemoCounts)],
  ['Material UI and System', demoCoverage(trees.general, demosIn('/material-ui/'), referenceDemoCounts)],
];
console.log('\nDemos on written pages (here / reference for the same pages)');
for (const [title, areas] of demoSections) {
  console.log(`  ${title}`);
  for (const area of areas.filter((entry) => entry.pages.length > 0)) {
    const percent = area.reference === 0 ? 100 : Math.round((area.demos / area.reference) * 100);
    console.log(`    ${area.area.padEnd(22)} ${area.demos}/${area.reference} (${percent}%)`);
    for (const page of summaryOnly ? area.thin : area.pages) {
      const mark = area.thin.includes(page) ? '  under half' : '';
      console.log(`      ${page.pathname}  ${page.demos}/${page.reference ?? '—'}${mark}`);
    }
  }
}
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
