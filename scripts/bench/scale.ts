// npm run bench:scale: builds the site as it is (1x), then with synthetic pages added until
// it has about four times as many (4x), and prints build time and peak memory for each. Each
// synthetic page shows 4 to 6 of the real demos. The synthetic pages and their navigation
// entries are written for the build and removed afterwards; they are never committed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CODE_CACHE_FOLDER } from '../../src/lib/build-cache/disk-store';
import { demosOfPage, realDemoIds, syntheticPage } from './synthetic-pages';

const CONTENT = 'src/content/docs/en/scale-test';
const NAV = 'src/navigation/scale-test.generated.ts';
const PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view', 'material-ui'];
const TARGETS = { timeRatio: 4.4, msPerPage: 100, peakMb: 3 * 1024 };

function htmlPages(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
}

function build(): { seconds: number; peakMb: number; pages: number } {
  rmSync('dist', { recursive: true, force: true });
  // Both builds start without the code cache: each pays for its demos' transforms, as a build
  // of new content would.
  rmSync(CODE_CACHE_FOLDER, { recursive: true, force: true });
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

/** Writes the synthetic pages and their navigation; returns how many demos they show. */
function writeSynthetic(perProduct: number, demoIds: readonly string[]): number {
  rmSync(CONTENT, { recursive: true, force: true });
  let demos = 0;
  const entries = PRODUCTS.map((product, productIndex) => {
    mkdirSync(path.join(CONTENT, product), { recursive: true });
    const children = Array.from({ length: perProduct }, (_, index) => {
      const pageDemos = demosOfPage(demoIds, productIndex * perProduct + index);
      demos += pageDemos.length;
      writeFileSync(path.join(CONTENT, product, `page-${index}.mdx`), syntheticPage(product, index, pageDemos));
      return { pathname: `/scale-test/${product}/page-${index}`, title: `Page ${index}`, zh: `页面 ${index}` };
    });
    return { pathname: `/scale-test/${product}-group`, title: `Scale test ${product}`, zh: `规模测试 ${product}`, children };
  });
  writeFileSync(NAV, `// Written by npm run bench:scale; removed when it ends.\nexport const scaleEntries = ${JSON.stringify(entries)};\n`);
  return demos;
}

function clean() {
  rmSync(CONTENT, { recursive: true, force: true });
  rmSync(NAV, { force: true });
}

function check(label: string, value: string, target: string, met: boolean) {
  console.log(`${label}: ${value} (target ${target}): ${met ? 'met' : 'NOT met'}`);
}

try {
  clean();
  const demoIds = realDemoIds(readdirSync('src/demos', { recursive: true, encoding: 'utf8' }));
  console.log('Building at 1x…');
  const single = build();
  // Each English page is built twice (/ and /zh/); add enough for three times today's pages.
  const perProduct = Math.ceil((3 * single.pages) / 2 / PRODUCTS.length);
  const demos = writeSynthetic(perProduct, demoIds);
  console.log(
    `Building at about 4x (${perProduct * PRODUCTS.length} synthetic pages, each in two languages, showing ${demos} demos ` +
      `that rotate through the ${demoIds.length} real ones)…`,
  );
  const quadruple = build();
  const pageRatio = quadruple.pages / single.pages;
  const timeRatio = quadruple.seconds / single.seconds;
  const msPerPage = (quadruple.seconds * 1000) / quadruple.pages;
  const peakMb = Math.max(single.peakMb, quadruple.peakMb);
  console.table({
    '1x': { pages: single.pages, 'build s': single.seconds.toFixed(1), 'peak MB': single.peakMb.toFixed(0), 'ms per page': ((single.seconds * 1000) / single.pages).toFixed(1) },
    '4x': { pages: quadruple.pages, 'build s': quadruple.seconds.toFixed(1), 'peak MB': quadruple.peakMb.toFixed(0), 'ms per page': msPerPage.toFixed(1) },
  });
  console.log(
    `Both builds start with an empty code cache (${CODE_CACHE_FOLDER}). A demo's JavaScript and highlighting run once per ` +
      `distinct source in a build: ${demoIds.length} here, however many pages show them.`,
  );
  check(`Time at ×${pageRatio.toFixed(2)} pages`, `×${timeRatio.toFixed(2)}`, `≤ ×${TARGETS.timeRatio}`, timeRatio <= TARGETS.timeRatio);
  check('Build time per page at 4x', `${msPerPage.toFixed(1)} ms`, `< ${TARGETS.msPerPage} ms`, msPerPage < TARGETS.msPerPage);
  check('Peak memory', `${peakMb.toFixed(0)} MB`, `< ${TARGETS.peakMb} MB`, peakMb < TARGETS.peakMb);
} finally {
  clean();
}
