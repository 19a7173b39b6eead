import type { Page } from '@playwright/test';

/** Islands that wait for the reader: demo toolbars, hidden code panels, touch and after-idle ones. */
const WAITING_FOR_READER =
  '.demo-code astro-island, .demo-toolbar-slot astro-island, [client="interaction"], [client="visible-after-idle"]';

/**
 * Waits until every island that hydrates without the reader has hydrated, and, unless `demos`
 * is false, every demo's own code has loaded and hydrated too.
 */
export async function hydratedWithoutInput(page: Page, demos = true) {
  await page.waitForFunction(
    ([selector, withDemos]) =>
      !document.querySelector(selector) && !(withDemos && document.querySelector('[data-demo]:not([data-demo-ready])')),
    [`astro-island[ssr]:not(${WAITING_FOR_READER})`, demos] as const,
  );
}

/**
 * Islands still showing server HTML (demo toolbars, the hidden code panels' islands and the
 * islands that hydrate on a touch wait for the reader).
 */
const PENDING =
  'astro-island[ssr]:not(.demo-code astro-island, .demo-toolbar-slot astro-island, [client="interaction"]), [data-demo]:not([data-demo-ready])';

/**
 * Brings every island and demo of the page into view in turn, top to bottom, as a reader
 * scrolling down would, and waits for each to hydrate before the next: a condition per island,
 * no fixed wait. Islands without a box (in a closed panel) are left for the reader who opens it.
 */
export async function hydrateAll(page: Page): Promise<void> {
  for (const element of await page.locator(PENDING).elementHandles()) {
    const box = await element.boundingBox();
    if (!box || box.width === 0 || box.height === 0) continue;
    await element.scrollIntoViewIfNeeded();
    await page.waitForFunction(([island, selector]) => !(island as Element).matches(selector as string), [
      element,
      PENDING,
    ] as const);
  }
}

/** Waits until every Data Grid of the page shows rows or its overlay: it renders them after mounting. */
export async function gridsRendered(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDataGrid-root')].every((grid) =>
      grid.querySelector('.MuiDataGrid-row, .MuiDataGrid-overlay'),
    ),
  );
}
