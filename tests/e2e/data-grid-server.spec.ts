import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsole } from './console';

// The server-side data demos as a reader uses them, against the fake server of
// src/demos/data-grid/server-side-data/fakeServer.ts (half a second per answer, no network).

const PAGE = '/x/react-data-grid/server-side-data';
const demo = (page: Page, name: string) => page.locator(`[data-demo="data-grid/server-side-data/${name}"]`);

async function ready(section: Locator) {
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-demo-ready', '');
}

/** The row of an order, by its id (the grid writes it in `data-id`). */
const order = (section: Locator, id: number) => section.locator(`[role="row"][data-id="${id}"]`);

test('a failed request shows an error over the grid, and Retry loads the page once the server is back', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(PAGE);
  const section = demo(page, 'ErrorHandling');
  await ready(section);
  await expect(order(section, 1)).toBeVisible();

  const outage = section.getByLabel(/Simulate a server outage/);
  await outage.check();
  await section.getByRole('button', { name: 'Go to next page' }).click();
  const alert = section.getByRole('alert');
  await expect(alert).toContainText('The orders could not be loaded');
  await expect(alert).toContainText('simulated outage');

  // Retrying during the outage fails again; once it is over, the second page arrives.
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeVisible();
  await outage.uncheck();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  await expect(order(section, 11)).toBeVisible();
  expect(problems).toEqual([]);
});

test('pages already seen come from the cache until it is cleared', async ({ page }) => {
  await page.goto(PAGE);
  const section = demo(page, 'DataSourceCache');
  await ready(section);
  await expect(order(section, 1)).toBeVisible();
  const status = section.getByRole('status');
  const requests = async () => Number((await status.textContent())?.match(/\d+/)?.[0]);
  // The counter renders after the first request's answer on a busy machine: read it once it has.
  await expect(status).not.toHaveText('Requests sent to the server: 0');
  const first = await requests();

  await section.getByRole('button', { name: 'Go to next page' }).click();
  await expect(order(section, 11)).toBeVisible();
  await expect(status).toHaveText(`Requests sent to the server: ${first + 1}`);
  await section.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(order(section, 1)).toBeVisible();
  await expect(status).toHaveText(`Requests sent to the server: ${first + 1}`);

  await section.getByRole('button', { name: 'Clear cache' }).click();
  await section.getByRole('button', { name: 'Go to next page' }).click();
  await expect(order(section, 11)).toBeVisible();
  await expect(status).toHaveText(`Requests sent to the server: ${first + 2}`);
});

test('an edit the server refuses stays open with its error; one it accepts is saved', async ({ page }) => {
  await page.goto(PAGE);
  const section = demo(page, 'UpdateServerRows');
  await ready(section);
  const quantity = section.locator('[role="row"][data-id="1"] [data-field="quantity"]');
  await expect(quantity).toBeVisible();

  await quantity.dblclick();
  const input = quantity.locator('input');
  await input.fill('60');
  await input.press('Enter');
  await expect(section.getByRole('status')).toContainText(
    'Order 1 was not saved: Orders above 50 units need approval.',
  );
  await expect(input).toBeVisible();

  await input.fill('8');
  await input.press('Enter');
  await expect(section.getByRole('status')).toHaveText('Saved order 1.');
  await expect(quantity).toHaveText('8');
});

test('the fake server is shown once on the page, and every demo that imports it takes it to its sandbox', async ({
  page,
  context,
}) => {
  const posts: string[] = [];
  await context.route(/stackblitz\.com/, async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
  });
  await page.goto(PAGE);
  await expect(page.locator('.demo-module[data-module-path$="/fakeServer.ts"]')).toHaveCount(1);

  // The second demo refers to the first one's copy of the module.
  const section = demo(page, 'ServerSideDataGrid');
  await ready(section);
  await expect(section.locator('.demo-code')).toContainText(
    'The source of fakeServer.ts is shown with the code of the demo',
  );
  const tab = context.waitForEvent('page');
  await section.getByRole('button', { name: 'Open in StackBlitz' }).click();
  await (await tab).waitForLoadState();
  const form = new URLSearchParams(posts[0]);
  expect(form.get('project[files][src/fakeServer.ts]')).toContain('export function createFakeServer');
  expect(form.get('project[files][src/Demo.tsx]')).toContain("from './fakeServer'");
});
