import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed before the page loaded, with `page.clock.install()`), a
 * few seconds ahead of now so that the jump never lands in the past on a slow machine: from
 * then on, timers fire only when the test runs the clock on.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5000);
}
