import { expect, test, type Page } from '@playwright/test';
import { measureDemoTasks } from '../../scripts/bench/demo-tasks';
import { watchConsole } from './console';

// The demo template's page with the most Data Grids, the heaviest demos to start.
const PAGE = '/x/react-data-grid/pagination';

declare global {
  interface Window {
    hydrationLog?: { demo: string; event: 'start' | 'ready' | 'toolbar'; at: number }[];
  }
}

/**
 * Logs, for each demo, when its island starts hydrating (React takes over: Astro removes the
 * island's `ssr` mark), when the demo is ready (DemoIsland's mark), and when its toolbar
 * starts: what a reader's browser does, whatever schedules it.
 */
const logHydration = () => {
  window.hydrationLog = [];
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      const demo = target.closest('[data-demo]')?.getAttribute('data-demo');
      if (!demo) continue;
      const event =
        record.attributeName === 'data-demo-ready'
          ? 'ready'
          : target.closest('.demo-toolbar-slot')
            ? 'toolbar'
            : target.closest('.demo-stage')
              ? 'start'
              : undefined;
      if (event && (record.attributeName === 'data-demo-ready' || !target.hasAttribute('ssr'))) {
        window.hydrationLog?.push({ demo, event, at: performance.now() });
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr', 'data-demo-ready'] });
};

const hydrationLog = (page: Page) => page.evaluate(() => window.hydrationLog ?? []);
const sections = (page: Page) => page.locator('[data-demo]');
const stageIsland = (page: Page, index: number) => sections(page).nth(index).locator('.demo-stage > astro-island');

/** The demos whose section comes within `margin` px of the viewport. */
const demosNear = (page: Page, margin: number) =>
  sections(page).evaluateAll(
    (elements, near) =>
      elements
        .filter((element) => element.getBoundingClientRect().top < innerHeight + near)
        .map((element) => element.getAttribute('data-demo')!),
    margin,
  );

test.beforeEach(async ({ page }) => {
  await page.addInitScript(logHydration);
});

test('demos hydrate one at a time as they come near the view, in their server HTML', async ({ page }) => {
  const problems = watchConsole(page);
  // Tall enough for the first demos to be in view at load, not the last.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto(PAGE);
  const count = await sections(page).count();
  expect(count).toBeGreaterThan(2);
  const last = sections(page).nth(count - 1);
  // Within the scheduler's margin of the view, or far below it.
  const near = await demosNear(page, 200);
  expect(near.length).toBeGreaterThanOrEqual(2);
  expect(near.length).toBeLessThan(count);
  for (const demo of near) await expect(page.locator(`[data-demo="${demo}"]`)).toHaveAttribute('data-demo-ready', '');

  // The last demo waits for the reader, in its server HTML.
  await expect(stageIsland(page, count - 1)).toHaveAttribute('ssr', '');
  await expect(last).not.toHaveAttribute('data-demo-ready');
  const serverNode = await last.locator('.demo-stage > astro-island > *').first().elementHandle();
  expect(serverNode).not.toBeNull();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-demo-ready', '');
  // Hydrated in place: the server's element is the one now running.
  expect(await serverNode!.evaluate((node) => node.isConnected)).toBe(true);
  await expect(last.getByRole('grid')).toBeVisible();

  // One demo at a time: each starts after the one before is ready.
  const log = await hydrationLog(page);
  const started = log.filter((entry) => entry.event === 'start').map((entry) => entry.demo);
  // The demos near the view first (in the order they came near, which the page's layout decides).
  expect(started.slice(0, near.length).sort()).toEqual([...near].sort());
  expect(started).toContain(await last.getAttribute('data-demo'));
  expect(new Set(started).size).toBe(started.length);
  let running: string | undefined;
  for (const entry of log) {
    if (entry.event === 'start' || entry.event === 'toolbar') {
      expect(running, `${entry.demo} (${entry.event}) started while ${running} was hydrating`).toBeUndefined();
      if (entry.event === 'start') running = entry.demo;
    } else if (entry.demo === running) running = undefined;
  }
  expect(problems).toEqual([]);
});

test('a press on a demo waiting for its turn starts it at once', async ({ page }) => {
  // The first demo's chunk is held back, so it stays in its turn until the press.
  const html = await (await page.request.get(PAGE)).text();
  const firstDemo = /data-demo="([^"]+)"/.exec(html)?.[1];
  expect(firstDemo, `${PAGE} has no demo`).toBeDefined();
  const chunk = new RegExp(`/${firstDemo!.split('/').pop()}\\.[\\w-]+\\.js$`);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto(PAGE);
  await expect(stageIsland(page, 0)).not.toHaveAttribute('ssr');
  const second = sections(page).nth(1);
  await expect(stageIsland(page, 1)).toHaveAttribute('ssr', '');
  // The reader presses it (demos.spec.ts checks that the press then acts).
  await second.locator('.demo-stage > astro-island > *').first().dispatchEvent('pointerdown');
  await expect(second).toHaveAttribute('data-demo-ready', '');
  await expect(sections(page).first()).not.toHaveAttribute('data-demo-ready');
  release();
  await expect(sections(page).first()).toHaveAttribute('data-demo-ready', '');
});

test('a demo toolbar keeps its server HTML until the reader points at it, focuses it, or the URL opens its code', async ({
  page,
}) => {
  await page.goto('/playground');
  const counter = page.locator('section#Counter');
  const thrower = page.locator('section#ThrowOnDemand');
  await expect(counter).toHaveAttribute('data-demo-ready', '');
  await expect(thrower).toHaveAttribute('data-demo-ready', '');
  const counterToolbar = counter.locator('.demo-toolbar-slot astro-island');
  const throwerToolbar = thrower.locator('.demo-toolbar-slot astro-island');
  await expect(counterToolbar).toHaveAttribute('ssr', '');
  await expect(throwerToolbar).toHaveAttribute('ssr', '');
  expect(await hydrationLog(page).then((log) => log.filter((entry) => entry.event === 'toolbar'))).toEqual([]);

  await counter.locator('.demo-toolbar-slot').hover();
  await expect(counterToolbar).not.toHaveAttribute('ssr');
  await expect(throwerToolbar).toHaveAttribute('ssr', '');
  await thrower.getByRole('button', { name: 'Show the source' }).focus();
  await expect(throwerToolbar).not.toHaveAttribute('ssr');

  // A new page, with no pointer over it: the page scrolls to the demo, under a resting pointer
  // a toolbar would hydrate.
  const next = await page.context().newPage();
  await next.goto('/playground#ThrowOnDemand.js');
  await expect(next.locator('section#ThrowOnDemand .demo-code pre:visible')).toHaveCount(1);
  await expect(next.locator('section#Counter')).toHaveAttribute('data-demo-ready', '');
  await expect(next.locator('section#Counter .demo-toolbar-slot astro-island')).toHaveAttribute('ssr', '');
});

test('longest main-thread task of each demo (reported, not asserted: timings belong to the bench)', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tasks = await measureDemoTasks(page, PAGE);
  for (const { demo, longestMs, longTasks } of tasks) {
    testInfo.annotations.push({
      type: 'longest task',
      description: `${demo}: ${Math.round(longestMs)} ms (${longTasks} long tasks)`,
    });
  }
  expect(tasks.map((task) => task.demo)).toEqual(
    expect.arrayContaining(
      await sections(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-demo'))),
    ),
  );
});
