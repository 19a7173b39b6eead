import { expect, test } from '@playwright/test';
import { watchConsole, watchOwnRequests } from './console';
import { interactWithDemo } from './demo-interaction';
import { gridsRendered, hydrateAll } from './hydrate';
import { demoPagePaths, demoSamplePaths } from './site-data';

// A page with demos, as a reader scrolling through it: each demo comes into view and hydrates,
// then gets one interaction (edit, sort, page or select where it has a Data Grid). No console
// error or warning (the licence notice aside), no uncaught error, no failed request to the site.
// `npm test` opens each product area's page with the most demos, so its browser time does not
// grow with the content; `npm run test:demos` (DEMOS=all) opens every written page with demos,
// which a writer runs for new demos (WRITING.md). Server-side rendering of every demo is
// checked in Node (demos-render).
const pages = process.env.DEMOS === 'all' ? demoPagePaths : demoSamplePaths;

for (const path of pages) {
  test(`every demo of ${path} runs and answers`, async ({ page }) => {
    test.setTimeout(240_000);
    const problems = watchConsole(page, { warnings: true });
    const failedRequests = watchOwnRequests(page);
    await page.goto(path);
    await hydrateAll(page);
    await gridsRendered(page);

    const demos = page.locator('[data-demo]');
    for (let index = 0; index < (await demos.count()); index++) {
      const demo = demos.nth(index);
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.locator('.demo-error')).toHaveCount(0);
      const interaction = await interactWithDemo(page, demo);
      const name = await demo.getAttribute('data-demo');
      test.info().annotations.push({ type: 'interaction', description: `${name}: ${interaction ?? 'none'}` });
    }
    expect(problems).toEqual([]);
    expect(failedRequests).toEqual([]);
  });
}
