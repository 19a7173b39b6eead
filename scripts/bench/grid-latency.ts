// How quickly the big Data Grid demo of /x/react-data-grid/virtualization answers the reader:
// (a) from a scripted scroll of its virtual scroller to the first painted frame that shows the
// rows of the new position, and (b) from a click on a column header to the first painted frame
// that shows the rows in their new order.
//
// Usage, against a running site (`npm run dev`, or `npm run preview` for production code):
//   E2E_PORT=4321 npx vite-node scripts/bench/grid-latency.ts
// Optional: SCROLL_RUNS (default 10), SORT_RUNS (default 5), CPU_SLOWDOWN (default 1: none).
// Measure a production build: the development server runs React's development build, whose
// per-render profiling (diffing the props of every rendered component) dwarfs the grid's work.
//
// Method. Each measurement runs inside the page. It reads performance.now(), makes the change
// (scrollTop += 2000 on .MuiDataGrid-virtualScroller, or a click() on the header's title, which
// runs the grid's own click handler), then waits frame by frame (requestAnimationFrame) until the
// DOM shows the result: a rendered row covering the new scroll position, or a new first row with
// the header's aria-sort updated. Paint follows the rAF callbacks of a frame, so the next rAF
// callback after that runs once the frame has been painted: its time closes the measurement.
// Any long task started by the change (React rendering, sorting 100,000 rows) delays that
// callback, so it is counted. The figures are the median and the worst of the runs.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

/** The page to open; BENCH_PATH overrides it (for a page that mounts the same demo alone). */
const PAGE = process.env.BENCH_PATH ?? '/x/react-data-grid/virtualization';
const DEMO = 'section[data-demo$="virtualization/RowColumnVirtualization"]';
const SCROLL_TARGET_MS = 50;
const SORT_TARGET_MS = 200;

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4321}`;
const scrollRuns = Number(process.env.SCROLL_RUNS ?? 10);
const sortRuns = Number(process.env.SORT_RUNS ?? 5);
const cpuSlowdown = Number(process.env.CPU_SLOWDOWN ?? 1);

/** Scrolls the grid by `delta` px and resolves with the ms until the new rows were painted. */
function measureScroll(page: Page, delta: number): Promise<number> {
  return page.evaluate(
    async ([selector, by]) => {
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const scroller = document.querySelector<HTMLElement>(`${selector} .MuiDataGrid-virtualScroller`);
      if (!scroller) throw new Error('No virtual scroller in the demo.');
      const rowsCover = (top: number) =>
        [...scroller.querySelectorAll<HTMLElement>('.MuiDataGrid-row')].some((row) => {
          const index = Number(row.dataset.rowindex);
          return index * row.offsetHeight <= top && top < (index + 1) * row.offsetHeight;
        });
      const start = performance.now();
      scroller.scrollTop += by;
      const target = scroller.scrollTop;
      // Wait for a frame whose DOM holds a row at the new position.
      while (!rowsCover(target)) {
        if ((await frame()) - start > 30_000) throw new Error('The grid did not render the new rows.');
      }
      await frame();
      return performance.now() - start;
    },
    [DEMO, delta] as const,
  );
}

/** Clicks the header of `field` and resolves with the ms until the re-sorted rows were painted. */
function measureSort(page: Page, field: string): Promise<number> {
  return page.evaluate(
    async ([selector, column]) => {
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const grid = document.querySelector<HTMLElement>(selector);
      const header = grid?.querySelector<HTMLElement>(`.MuiDataGrid-columnHeader[data-field="${column}"]`);
      const title = header?.querySelector<HTMLElement>('.MuiDataGrid-columnHeaderTitleContainer');
      if (!grid || !header || !title) throw new Error(`No header for ${column} in the demo.`);
      const firstRowId = () => grid.querySelector<HTMLElement>('.MuiDataGrid-row[data-rowindex="0"]')?.dataset.id;
      const rowBefore = firstRowId();
      const sortBefore = header.getAttribute('aria-sort');
      const start = performance.now();
      title.click();
      while (header.getAttribute('aria-sort') === sortBefore || firstRowId() === rowBefore) {
        if ((await frame()) - start > 60_000) throw new Error('The grid did not show sorted rows.');
      }
      await frame();
      return performance.now() - start;
    },
    [DEMO, field] as const,
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function report(label: string, values: number[], target: number) {
  const worst = Math.max(...values);
  const mid = median(values);
  const verdict = worst <= target ? 'within' : mid <= target ? 'median within, worst over' : 'over';
  console.log(
    `${label.padEnd(22)} median ${mid.toFixed(1).padStart(7)} ms   worst ${worst.toFixed(1).padStart(7)} ms   ` +
      `target ${target} ms: ${verdict}`,
  );
  console.log(`${''.padEnd(22)} runs: ${values.map((value) => value.toFixed(1)).join(', ')}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.log(`uncaught: ${error.message}`));
  await page.goto(new URL(PAGE, origin).href, { waitUntil: 'load', timeout: 180_000 });
  const demo = page.locator(DEMO);
  await demo.scrollIntoViewIfNeeded();
  // Hydrated, with rows on screen, then a quiet second so the first render does not count.
  await page.waitForFunction(
    (selector) => {
      const section = document.querySelector(selector);
      return section?.hasAttribute('data-demo-ready') && section.querySelector('.MuiDataGrid-row') !== null;
    },
    DEMO,
    { timeout: 180_000 },
  );
  await page.waitForTimeout(1000);
  if (cpuSlowdown > 1) {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }

  const scrolls: number[] = [];
  for (let run = 0; run < scrollRuns; run += 1) {
    scrolls.push(await measureScroll(page, 2000));
    await page.waitForTimeout(300);
  }

  // Back to the top, so that the first row is the one a reader sees change.
  await page.evaluate((selector) => {
    const scroller = document.querySelector(`${selector} .MuiDataGrid-virtualScroller`);
    if (scroller) scroller.scrollTop = 0;
  }, DEMO);
  await page.waitForTimeout(500);

  // Each click moves the sort on: ascending, descending, none, ascending...
  const sorts: number[] = [];
  for (let run = 0; run < sortRuns; run += 1) {
    sorts.push(await measureSort(page, 'm0'));
    await page.waitForTimeout(500);
  }

  const cores = (await import('node:os')).availableParallelism();
  console.log(`${PAGE} (100,000 rows × 50 columns), viewport 1440×900, ${cores} cores, CPU slowdown ${cpuSlowdown}×`);
  report('Scroll by 2,000 px', scrolls, SCROLL_TARGET_MS);
  report('Sort 100,000 rows', sorts, SORT_TARGET_MS);
} finally {
  await browser.close();
}
