import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { watchConsole } from './console';
import { PREVIEW_PORT } from './origin';

const FIXTURES = 'http://127.0.0.1:4399';
const DEMO_PAGE = '/x/react-data-grid/pagination';

/** Points one fixture path at a scenario, with a key of its own for counting requests. */
async function useScenario(page: Page, path: string, scenario: string, key: string) {
  await page.route(`${FIXTURES}${path}*`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('scenario', scenario);
    url.searchParams.set('key', key);
    return route.continue({ url: url.href });
  });
}

async function fixtureLog(
  page: Page,
  key: string,
): Promise<{ path: string; attempt?: number; kind?: string; t?: string; body?: Record<string, unknown> }[]> {
  return (await page.request.get(`${FIXTURES}/__log?key=${key}`)).json();
}

const uniqueKey = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function openDemoCode(page: Page, index = 0) {
  const demo = page.locator('.demo').nth(index);
  await demo.scrollIntoViewIfNeeded();
  // A demo's toolbar hydrates when the reader points at it.
  await demo.locator('.demo-toolbar-slot').hover();
  await expect(demo.locator('.demo-toolbar-slot astro-island')).not.toHaveAttribute('ssr');
  await demo.getByRole('button', { name: 'Show the source' }).click();
  // The reader's eyes follow the code that opened; the inline ad hydrates as it comes into view.
  await demo.locator('.demo-code').scrollIntoViewIfNeeded();
}

const openFirstDemoCode = (page: Page) => openDemoCode(page, 0);

const dataLayer = (page: Page) =>
  page.evaluate(
    () =>
      ((window.dataLayer ?? []) as ArrayLike<unknown>[]).map((entry) =>
        JSON.parse(JSON.stringify(Array.from(entry))),
      ) as unknown[][],
  );

test.describe('inline ad', () => {
  test('shows the first ad with a statlink in the first opened demo, and fires its pixels', async ({ page }) => {
    const key = uniqueKey('inline');
    await useScenario(page, '/ads.json', 'ok', key);
    await useScenario(page, '/pixel.gif', 'ok', key);
    const problems = watchConsole(page);
    await page.goto(DEMO_PAGE);
    await openFirstDemoCode(page);
    const ad = page.locator('.demo').first().getByRole('region', { name: 'Advertisement' });
    await expect(ad).toContainText('Fixture Analytics Co');
    await expect(ad.locator('.ad-tag')).toHaveText('ad');
    await expect(ad.getByRole('link')).toHaveAttribute('href', `${FIXTURES}/click?key=${key}`);
    await expect(ad.locator('.ad-card img')).toHaveJSProperty('width', 130);
    await expect(ad.locator('.ad-card img')).toHaveJSProperty('height', 100);
    await expect
      .poll(async () =>
        (await fixtureLog(page, key))
          .filter((entry) => entry.path === '/pixel.gif')
          .map((entry) => `${entry.kind}:${entry.t ?? ''}`)
          .sort(),
      )
      .toEqual(['first:1767225600', 'second:1767225600', 'statimp:']);
    // One inline ad a page: a second opened demo gets none.
    await openDemoCode(page, 1);
    const second = page.locator('.demo').nth(1).locator('.demo-code');
    await expect(second).toBeVisible();
    // Its ad island has hydrated, and found the page's one ad taken.
    await expect(second.locator('astro-island').first()).not.toHaveAttribute('ssr');
    await expect(page.locator('.ad-inline')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('an ad list that fails nine times is fetched again until it answers', async ({ page }) => {
    const key = uniqueKey('retry');
    await useScenario(page, '/ads.json', 'fail-9', key);
    await page.goto(DEMO_PAGE);
    await openFirstDemoCode(page);
    await expect(page.locator('.ad-inline')).toContainText('Fixture Analytics Co');
    expect((await fixtureLog(page, key)).filter((entry) => entry.path === '/ads.json')).toHaveLength(10);
  });

  test('an ad list that always fails shows nothing and breaks nothing', async ({ page }) => {
    const key = uniqueKey('fail');
    await useScenario(page, '/ads.json', 'fail-all', key);
    const problems = watchConsole(page);
    await page.goto(DEMO_PAGE);
    await openFirstDemoCode(page);
    await expect.poll(async () => (await fixtureLog(page, key)).length).toBe(11);
    await expect(page.locator('.ad-inline')).toHaveCount(0);
    await expect(page.locator('.demo').first().locator('.demo-code')).toBeVisible();
    // The failed fetches are logged by the browser itself; nothing else may be.
    expect(problems.filter((problem) => !/503|Failed to load resource/.test(problem))).toEqual([]);
  });
});

test.describe('page ad', () => {
  test('the ad network fills the labelled box', async ({ page }) => {
    await useScenario(page, '/network.js', 'fill', uniqueKey('network'));
    await page.goto('/x/introduction');
    const box = page.getByRole('region', { name: 'Advertisement' });
    await expect(box.locator('#carbonads')).toHaveText('Network ad');
    await expect(box.locator('[data-ad-kind]')).toHaveCount(0);
  });

  for (const [random, kind] of [
    [0.1, 'support'],
    [0.5, 'in-house'],
  ] as const) {
    test(`when the network's element never appears, a blocker is assumed: ${kind} (random ${random})`, async ({
      page,
    }) => {
      await page.clock.install();
      await page.addInitScript((value) => (Math.random = () => value), random);
      await page.goto('/x/introduction');
      const box = page.getByRole('region', { name: 'Advertisement' });
      await expect(page.locator('.ad-box')).toHaveAttribute('data-ad-ready', '');
      // The box looks for the network's element every 0.5 s and gives up after the sixth look.
      await page.clock.runFor(2000);
      await expect(box.locator('[data-ad-kind]')).toHaveCount(0);
      await page.clock.runFor(1000);
      await expect(box.locator(`[data-ad-kind="${kind}"]`)).toBeVisible();
      if (kind === 'in-house') await expect(box.getByRole('link')).toHaveAttribute('href', /^\/(x|material-ui)\//);
      // The display event (sampled at 0.1; the seeded 0.1 is outside it, 0.5 too) is not sent.
      await page.clock.runFor(3000);
      expect((await dataLayer(page)).filter((entry) => entry[1] === 'ad')).toEqual([]);
    });
  }

  test('the display event is sent after 2.5 s for a sampled reader', async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => (Math.random = () => 0.05));
    await page.goto('/x/introduction');
    const box = page.getByRole('region', { name: 'Advertisement' });
    await expect(page.locator('.ad-box')).toHaveAttribute('data-ad-ready', '');
    await page.clock.runFor(3000);
    await expect(box.locator('[data-ad-kind="support"]')).toBeVisible();
    // Shown at 2.5 s, or at 3 s if React rendered it after the clock stopped: the event is
    // due 2.5 s later, so not before 5 s, and by 5.5 s.
    await page.clock.runFor(1900);
    expect((await dataLayer(page)).filter((entry) => entry[1] === 'ad')).toEqual([]);
    await page.clock.runFor(700);
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry[1] === 'ad'))
      .toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'support-message' }]]);
  });

  test('bots get no ad', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/x/introduction');
    await expect(page.locator('.ad-box')).toHaveAttribute('data-ad-ready', '');
    // Past the last look for the network's element (30 looks, 0.5 s apart).
    await page.clock.runFor(16_000);
    await expect(page.locator('.ad-box [data-ad-kind], .ad-box #carbonads')).toHaveCount(0);
    await context.close();
  });

  test('the box keeps its height from the first paint, on desktop and mobile, and mirrors in RTL', async ({ page }) => {
    // 0.5: an in-house ad (with its tag), not the support message.
    await page.addInitScript(() => (Math.random = () => 0.5));
    await page.route(`${FIXTURES}/**`, (route) => route.abort());
    const box = page.getByRole('region', { name: 'Advertisement' });
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/x/introduction');
      const empty = (await box.boundingBox())!.height;
      expect(empty).toBeGreaterThanOrEqual(126);
      // The ad fills the box once the page is idle: nothing below it moves.
      await expect(box.locator('[data-ad-kind]')).toBeVisible();
      expect((await box.boundingBox())!.height, `at ${viewport.width} px`).toBe(empty);
    }
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    const card = (await box.locator('.ad-card').boundingBox())!;
    const tag = (await box.locator('.ad-tag').boundingBox())!;
    expect(tag.x).toBeLessThan(card.x + card.width / 2);
  });
});

/** Analytics start after the load event; the page view is their first event. */
async function analyticsStarted(page: Page) {
  await expect.poll(async () => (await dataLayer(page)).some((entry) => entry[1] === 'page_view')).toBe(true);
}

test.describe('analytics', () => {
  test('page_view carries the product ids, after the reader properties', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/zh/x/react-data-grid/pagination');
    await analyticsStarted(page);
    const calls = await dataLayer(page);
    const properties = calls.find((entry) => entry[0] === 'set' && entry[1] === 'user_properties');
    expect(properties?.[2]).toMatchObject({
      codeVariant: 'TS',
      codeStylingVariant: 'MUI System',
      userLanguage: 'zh',
      colorSchemeOS: 'dark',
      themeMode: 'system',
    });
    expect(typeof (properties?.[2] as Record<string, unknown>).devicePixelRatio).toBe('number');
    const views = calls.filter((entry) => entry[1] === 'page_view');
    expect(views).toHaveLength(1);
    expect(views[0]?.[2]).toMatchObject({
      productId: 'x-data-grid',
      productCategoryId: 'x',
      page_location: expect.stringContaining('/zh/x/react-data-grid/pagination'),
    });
    expect(calls.indexOf(properties!)).toBeLessThan(calls.indexOf(views[0]!));
  });

  test('a click on an element with data-ga-event-category is sent once', async ({ page }) => {
    await page.goto('/x/introduction');
    await analyticsStarted(page);
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await page.getByRole('link', { name: 'Become a sponsor' }).click();
    expect((await dataLayer(page)).filter((entry) => entry[1] === 'sponsor')).toEqual([
      ['event', 'sponsor', { eventAction: 'become-sponsor', eventLabel: 'drawer' }],
    ]);
  });
});

test.describe('feedback', () => {
  async function openFeedback(page: Page, key: string, scenario: string | 'abort') {
    if (scenario === 'abort') await page.route(`${FIXTURES}/feedback*`, (route) => route.abort());
    else await useScenario(page, '/feedback', scenario, key);
    await page.goto(DEMO_PAGE);
    const section = page.getByRole('region', { name: 'Was this page helpful?' });
    await section.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('.feedback')?.closest('astro-island[ssr]'));
    return section;
  }

  const postedBodies = async (page: Page, key: string) =>
    (await fixtureLog(page, key)).filter((entry) => entry.path === '/feedback').map((entry) => entry.body);

  const expectedPayload = (comment: string) => ({
    rating: 'no',
    comment,
    page: '/x/react-data-grid/pagination',
    language: 'en',
    productId: 'x-data-grid',
    version: expect.stringMatching(/^v8\./),
  });

  test('a rating is posted and thanked at once; a comment follows it; the rating is remembered', async ({ page }) => {
    const key = uniqueKey('feedback');
    const section = await openFeedback(page, key, 'ok');
    await section.getByRole('button', { name: 'No' }).click();
    await expect(section.getByRole('status')).toHaveText('Thanks for your feedback!');
    await expect.poll(() => postedBodies(page, key)).toEqual([expectedPayload('')]);

    await section
      .getByRole('textbox', { name: 'What was missing or wrong? (optional)' })
      .fill('The server example needs a cancel button.');
    await section.getByRole('textbox').press('Control+Enter');
    await expect(section.getByRole('textbox')).toHaveCount(0);
    await expect(section.getByRole('status')).toHaveText('Thanks for your feedback!');
    await expect(section.getByRole('link', { name: 'Open an issue about this page' })).toHaveCount(0);
    expect(await postedBodies(page, key)).toEqual([
      expectedPayload(''),
      expectedPayload('The server example needs a cancel button.'),
    ]);

    await page.reload();
    await page.getByRole('region', { name: 'Was this page helpful?' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  });

  for (const scenario of ['error', 'abort'] as const) {
    test(`a ${scenario === 'error' ? 'server error' : 'network error'} says so and keeps the comment`, async ({
      page,
    }) => {
      const section = await openFeedback(page, uniqueKey('feedback'), scenario);
      await section.getByRole('button', { name: 'No' }).click();
      await expect(section.getByRole('alert')).toHaveText("Couldn't submit feedback. Please try again later.");
      await expect(section.getByRole('status')).toHaveText('');
      await section.getByRole('textbox').fill('The server example needs a cancel button.');
      await section.getByRole('textbox').press('Control+Enter');
      await expect(section.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
      await expect(section.getByRole('alert')).toHaveText("Couldn't submit feedback. Please try again later.");
      await expect(section.getByRole('textbox')).toHaveValue('The server example needs a cancel button.');
    });
  }
});

test('with every third-party request blocked, pages still work', async ({ page }) => {
  await page.route('**/*', (route) =>
    new URL(route.request().url()).port === String(PREVIEW_PORT) ? route.continue() : route.abort(),
  );
  const problems = watchConsole(page);
  for (const path of [
    '/x/introduction',
    DEMO_PAGE,
    '/x/api/data-grid/data-grid',
    '/zh/x/react-date-pickers/date-picker',
    '/material-ui/components/buttons',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
  }
  // The inline ad's list cannot load either: the demo's code still opens.
  await page.clock.install();
  await page.goto(DEMO_PAGE);
  await openFirstDemoCode(page);
  await expect(page.locator('.demo').first().locator('.demo-code')).toBeVisible();
  // Past the ad box's last look for the network's element and the inline ad's last retry.
  await page.clock.runFor(20_000);
  await page.waitForLoadState('networkidle');
  expect(problems.filter((problem) => !/Failed to load resource|ERR_FAILED|404/.test(problem))).toEqual([]);
});

test.describe('service worker', () => {
  test('registers on the docs host, not on 127.0.0.1, and keeps a visited page for offline reading', async ({
    page,
  }) => {
    await page.goto('/x/introduction');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

    // A host containing the docs domain; mui.com itself is HSTS-preloaded, so a .test name.
    const origin = `http://docs.mui.com.test:${PREVIEW_PORT}`;
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_FLAGS,
        '--host-resolver-rules=MAP docs.mui.com.test 127.0.0.1',
        `--unsafely-treat-insecure-origin-as-secure=${origin}`,
      ],
    });
    try {
      const context = await browser.newContext();
      const docs = await context.newPage();
      await docs.goto(`${origin}/x/introduction/licensing`);
      // One evaluation reads both the active worker and the kept page; polled, since an async
      // predicate's promise would count as true for waitForFunction.
      const activeWorker = () =>
        docs.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const cache = await caches.open('docs-pages-v1');
          return registration?.active && (await cache.match(location.href)) ? registration.active.scriptURL : null;
        });
      await expect.poll(activeWorker, { timeout: 15_000 }).toBe(`${origin}/x/sw.js`);
      await context.setOffline(true);
      await docs.reload();
      await expect(docs.locator('h1')).toHaveText('Licensing');
      await expect(docs.locator('.docs-body')).toContainText('licence');
    } finally {
      await browser.close();
    }
  });
});
