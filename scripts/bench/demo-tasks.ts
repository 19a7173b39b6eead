// The longest main-thread task of each demo's hydration, on the pages with the heaviest demos.
// `npx vite-node scripts/bench/demo-tasks.ts -- <origin> [cpu slowdown]` measures a running
// site on its own; `npm run bench` prints the same table among its own.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

/** The pages whose demos cost the most to start: Data Grids, pickers, charts, templates. */
export const HEAVY_DEMO_PAGES = [
  '/x/react-data-grid',
  '/x/react-data-grid/demos/inventory',
  '/x/react-data-grid/pagination',
  '/x/react-date-pickers/date-picker',
  '/x/react-charts/bars',
  '/material-ui/getting-started/templates',
];

/** The target: no demo blocks the main thread for longer than this at a time. */
export const DEMO_TASK_TARGET_MS = 50;

/** Long tasks that start before any demo does: the page's own. */
export const PAGE_LOAD = '(page load)';

export interface DemoTask {
  demo: string;
  /** The longest task, in ms (0 when none reached the 50 ms of a long task). */
  longestMs: number;
  /** How many long tasks (over 50 ms). */
  longTasks: number;
  /** The time its long tasks blocked input beyond 50 ms each, as Lighthouse's total blocking time counts it. */
  blockingMs: number;
}

declare global {
  interface Window {
    benchLongTasks?: { start: number; duration: number }[];
  }
}

/** Records every long task from the start of the page. */
const recordLongTasks = () => {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks?.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** Waits until the main thread has had no long task for `quietMs`, or `maxMs` have passed. */
async function settled(page: Page, quietMs = 400, maxMs = 20_000) {
  await page.evaluate(
    ([quiet, max]) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        const check = () => {
          const tasks = window.benchLongTasks ?? [];
          const last = tasks.reduce((latest, task) => Math.max(latest, task.start + task.duration), 0);
          const now = performance.now();
          if (now - Math.max(last, started) >= quiet || now - started >= max) resolve();
          else setTimeout(check, 50);
        };
        requestAnimationFrame(() => setTimeout(check, 0));
      }),
    [quietMs, maxMs] as const,
  );
}

/**
 * Loads `url`, brings each demo into view in turn as a reader scrolling down would, and returns
 * the longest task of each. A task belongs to the demo whose hydration started last before it
 * (the `demo-hydration` marks of the demo scheduler); on a site without them, to the demo last
 * scrolled to.
 */
export async function measureDemoTasks(page: Page, url: string): Promise<DemoTask[]> {
  await page.addInitScript(recordLongTasks);
  await page.goto(url, { waitUntil: 'load' });
  await settled(page);
  const demos = await page.locator('[data-demo]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-demo')!));
  for (const [index, demo] of demos.entries()) {
    const section = page.locator('[data-demo]').nth(index);
    await section.evaluate((element, id) => {
      performance.mark('bench-scroll', { detail: { demo: id } });
      element.scrollIntoView({ block: 'start', behavior: 'instant' });
    }, demo);
    await section.locator('xpath=self::*[@data-demo-ready or @data-demo-failed]').waitFor({ timeout: 60_000 }).catch(() => {});
    await settled(page);
  }
  return page.evaluate(
    ({ pageLoad }) => {
      // A toolbar's hydration is listed apart from its demo's.
      const marks = (name: string) =>
        performance.getEntriesByName(name, 'mark').map((mark) => {
          const detail = (mark as PerformanceMark).detail as { demo: string; part?: string };
          return { start: mark.startTime, demo: detail.part === 'toolbar' ? `${detail.demo} (toolbar)` : detail.demo };
        });
      const hydrations = marks('demo-hydration');
      const starts = hydrations.length > 0 ? hydrations : marks('bench-scroll');
      const byDemo = new Map<string, { longestMs: number; longTasks: number; blockingMs: number }>();
      for (const { demo } of starts) byDemo.set(demo, { longestMs: 0, longTasks: 0, blockingMs: 0 });
      for (const task of window.benchLongTasks ?? []) {
        const owner = starts.filter((start) => start.start <= task.start).at(-1)?.demo ?? pageLoad;
        const entry = byDemo.get(owner) ?? { longestMs: 0, longTasks: 0, blockingMs: 0 };
        entry.longestMs = Math.max(entry.longestMs, task.duration);
        entry.longTasks += 1;
        entry.blockingMs += task.duration - 50;
        byDemo.set(owner, entry);
      }
      return [...byDemo].map(([demo, entry]) => ({ demo, ...entry }));
    },
    { pageLoad: PAGE_LOAD },
  );
}

export interface PageDemoTasks {
  path: string;
  demos: DemoTask[];
}

/** The longest task of each demo of `paths` on the site at `origin`, with the CPU slowed `cpuSlowdown` times. */
export async function demoTasks(origin: string, { paths = HEAVY_DEMO_PAGES, cpuSlowdown = 1 } = {}): Promise<PageDemoTasks[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: PageDemoTasks[] = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      if (cpuSlowdown > 1) {
        const session = await page.context().newCDPSession(page);
        await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      }
      results.push({ path, demos: await measureDemoTasks(page, new URL(path, origin).href) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Prints one row per demo, with its longest task and whether it is within the target. */
export function printDemoTasks(results: PageDemoTasks[]): void {
  console.log(`Demo hydration: longest main-thread task per demo (target ≤ ${DEMO_TASK_TARGET_MS} ms)`);
  console.table(
    results.flatMap(({ path, demos }) =>
      demos.map(({ demo, longestMs, longTasks, blockingMs }) => ({
        page: path,
        demo,
        'longest task ms': Math.round(longestMs),
        'long tasks': longTasks,
        'blocking ms': Math.round(blockingMs),
        met: demo === PAGE_LOAD || longestMs <= DEMO_TASK_TARGET_MS ? 'yes' : 'NO',
      })),
    ),
  );
}

// Run on its own with a site's origin as argument (vite-node passes no script path to tell by).
const [origin, slowdown = '1'] = process.argv.slice(2).filter((arg) => arg !== '--');
if (origin && /^https?:\/\//.test(origin)) {
  printDemoTasks(await demoTasks(origin, { cpuSlowdown: Number(slowdown) }));
}
