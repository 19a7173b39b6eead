import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { pauseClock } from './clock';
import { watchConsole } from './console';
import { PREVIEW_ORIGIN } from './origin';
import { hydratedWithoutInput as ready } from './hydrate';

const installed = (name: string) =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

const counter = (page: Page) => page.locator('section#Counter');
const toolbar = (page: Page) => counter(page).getByRole('toolbar');
const visibleCode = (page: Page) => counter(page).locator('.demo-code pre:visible');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a demo runs, and its source opens in TypeScript or JavaScript, remembered', async ({ page, context }) => {
  const problems = watchConsole(page);
  await page.goto('/playground');
  await ready(page);
  await counter(page).getByRole('button', { name: 'Add one' }).click();
  await expect(counter(page).getByText('Clicked 1 times')).toBeVisible();

  await expect(counter(page).locator('.demo-code')).toBeHidden();
  await toolbar(page).getByRole('button', { name: 'Show the source' }).click();
  await expect(visibleCode(page)).toHaveCount(1);
  await expect(visibleCode(page)).toContainText('React.useState(0)');
  await expect(visibleCode(page)).toContainText("import * as React from 'react';");

  await toolbar(page).getByRole('button', { name: 'JavaScript' }).click();
  await expect(visibleCode(page)).toHaveCount(1);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'codeVariant');
  expect(cookie?.value).toBe('JS');

  // A typed demo shows its types in TS only.
  await page.goto('/playground');
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
  await toolbar(page).getByRole('button', { name: 'Show the source' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
  await toolbar(page).getByRole('button', { name: 'Hide the source' }).click();
  await expect(counter(page).locator('.demo-code')).toBeHidden();
  expect(problems).toEqual([]);
});

test('copy puts the shown source on the clipboard; the label returns after 2 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/playground');
  await ready(page);
  const copy = toolbar(page).getByRole('button', { name: 'Copy', exact: true });
  await pauseClock(page);
  await copy.click();
  const copied = toolbar(page).getByRole('button', { name: 'Copied' });
  await expect(copied).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('export default function Counter()');
  expect(text).toContain('React.useState(0)');
  await page.clock.runFor(1900);
  await expect(copied).toBeVisible();
  await page.clock.runFor(200);
  await expect(toolbar(page).getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
});

test('reset remounts the demo', async ({ page }) => {
  await page.goto('/playground');
  await ready(page);
  const add = counter(page).getByRole('button', { name: 'Add one' });
  await add.click();
  await add.click();
  await expect(counter(page).getByText('Clicked 2 times')).toBeVisible();
  await toolbar(page).getByRole('button', { name: 'Reset the demo' }).click();
  await expect(counter(page).getByText('Clicked 0 times')).toBeVisible();
});

test('a Data Grid demo (nothing of it rendered on the server) runs, selects and resets', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/x/react-data-grid');
  const demo = page.locator('section[data-demo="data-grid/overview/FullFeatured"]');
  const stage = demo.locator('.demo-stage');
  // The server's frame of the demo is there before the grid.
  await expect(stage.getByText('Tick orders to add up their totals.')).toBeVisible();
  await expect(demo).toHaveAttribute('data-demo-ready', '');
  const grid = demo.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(11);
  await grid
    .getByRole('row', { name: /SO-1064/ })
    .getByRole('checkbox')
    .check();
  await expect(stage.getByText('1 order selected, $264.80 in total')).toBeVisible();
  // Some rows ticked: the select-all box says "mixed" to assistive technology, and its native
  // input agrees (the docs theme sets the property Material UI 7 leaves false).
  const selectAll = grid.getByRole('checkbox', { name: 'Select all rows' });
  await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
  await expect(selectAll).toHaveJSProperty('indeterminate', true);
  // The toolbar hydrates once the reader points at it.
  await demo.locator('.demo-toolbar-slot').hover();
  await expect(demo.locator('.demo-toolbar-slot astro-island[ssr]')).toHaveCount(0);
  await demo
    .getByRole('toolbar', { name: /FullFeatured/ })
    .getByRole('button', { name: 'Reset the demo' })
    .click();
  await expect(stage.getByText('Tick orders to add up their totals.')).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(11);
  expect(problems).toEqual([]);
});

test('a demo keeps its server HTML until its code is in; presses made before then act', async ({ page }) => {
  const problems = watchConsole(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The toolbar's island and the demo's own chunk are held back until both are pressed.
  await page.route(/\/(DemoToolbar|Counter)\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/playground');
  // The demo's island hydrates, and its theme settles, while the demo's chunk is held.
  await expect(counter(page).locator('.demo-stage astro-island')).not.toHaveAttribute('ssr');
  await page.waitForTimeout(1000);
  const add = counter(page).getByRole('button', { name: 'Add one' });
  const serverButton = await add.elementHandle();
  await expect(counter(page)).not.toHaveAttribute('data-demo-ready');
  await expect(counter(page).locator('.demo-toolbar-slot astro-island')).toHaveAttribute('ssr', '');

  await toolbar(page).getByRole('button', { name: 'Show the source' }).click();
  await add.click();
  await expect(counter(page).locator('.demo-code')).toBeHidden();
  await expect(counter(page).getByText('Clicked 0 times')).toBeVisible();
  release();
  await expect(visibleCode(page)).toHaveCount(1);
  await expect(toolbar(page).getByRole('button', { name: 'Hide the source' })).toHaveAttribute('aria-expanded', 'true');
  await expect(counter(page).getByText('Clicked 1 times')).toBeVisible();
  // Hydrated in place: the server's button is the one that now counts.
  expect(await serverButton?.evaluate((button) => button.isConnected)).toBe(true);
  expect(problems).toEqual([]);
});

test('arrow keys move between the toolbar buttons', async ({ page }) => {
  await page.goto('/playground');
  await ready(page);
  const buttons = toolbar(page).locator('button');
  await buttons.first().focus();
  // Focus hydrates the toolbar; keys act once it has.
  await expect(counter(page).locator('.demo-toolbar-slot astro-island')).not.toHaveAttribute('ssr');
  await page.keyboard.press('ArrowRight');
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(buttons.last()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(buttons.first()).toBeFocused();
  // One tab stop: the toolbar is entered and left with a single Tab.
  await expect(buttons.nth(1)).toHaveAttribute('tabindex', '-1');
});

test('sandbox forms carry a project with the exact dependencies', async ({ page, context }) => {
  const posts: Array<{ url: string; body: string }> = [];
  await context.route(/stackblitz\.com|codesandbox\.io/, async (route) => {
    posts.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
  });
  await page.goto('/playground');
  await ready(page);

  const stackblitzTab = context.waitForEvent('page');
  await toolbar(page).getByRole('button', { name: 'Open in StackBlitz' }).click();
  await (await stackblitzTab).waitForLoadState();
  const stackblitz = posts.find((post) => post.url.includes('stackblitz.com'));
  expect(stackblitz?.url).toContain('file=src%2FDemo.tsx');
  const form = new URLSearchParams(stackblitz!.body);
  const manifest = JSON.parse(form.get('project[files][package.json]')!);
  expect(manifest.dependencies).toEqual({
    '@emotion/react': installed('@emotion/react'),
    '@emotion/styled': installed('@emotion/styled'),
    '@mui/material': installed('@mui/material'),
    react: installed('react'),
    'react-dom': installed('react-dom'),
  });
  expect(form.get('project[files][src/Demo.tsx]')).toContain('export default function Counter()');

  const codesandboxTab = context.waitForEvent('page');
  await toolbar(page).getByRole('button', { name: 'Open in CodeSandbox' }).click();
  await (await codesandboxTab).waitForLoadState();
  const codesandbox = posts.find((post) => post.url.includes('codesandbox.io'));
  const parameters = new URLSearchParams(codesandbox!.body).get('parameters')!;
  const project = JSON.parse(LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'))!);
  expect(JSON.parse(project.files['package.json'].content).dependencies['@mui/material']).toBe(
    installed('@mui/material'),
  );
  expect(project.files['src/Demo.tsx'].content).toContain('Clicked {count} times');
});

test('#Name.js and #Name.tsx open the code in that language', async ({ page }) => {
  await page.goto('/playground#Counter.js');
  await ready(page);
  await expect(visibleCode(page)).toHaveCount(1);
  await expect(toolbar(page).getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/playground#Counter.tsx');
  await ready(page);
  await expect(toolbar(page).getByRole('button', { name: 'TypeScript' })).toHaveAttribute('aria-pressed', 'true');
  await expect(visibleCode(page)).toHaveCount(1);
});

test('the menu copies a link to the JavaScript source, and has no source link without a repository', async ({
  page,
}) => {
  await page.goto('/playground');
  await ready(page);
  await toolbar(page).getByRole('button', { name: 'More options' }).click();
  // This build has no repository setting (the base-path build has one: base-path.spec.ts).
  await expect(page.getByRole('menuitem', { name: 'Copy link to the JavaScript source' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'View the source on GitHub' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Copy link to the JavaScript source' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/playground#Counter\.js$/);
});

test('a demo that throws is contained by its boundary; the rest of the page works', async ({ page }) => {
  await page.goto('/playground');
  await ready(page);
  const thrower = page.locator('section#ThrowOnDemand');
  await thrower.getByRole('button', { name: 'Throw an error' }).click();
  const alert = thrower.getByRole('alert');
  await expect(alert).toContainText('This demo stopped with an error.');
  await expect(alert).toContainText('The button asked this component to fail while rendering.');
  await counter(page).getByRole('button', { name: 'Add one' }).click();
  await expect(counter(page).getByText('Clicked 1 times')).toBeVisible();
  await alert.getByRole('button', { name: 'Reset the demo' }).click();
  await expect(thrower.getByRole('button', { name: 'Throw an error' })).toBeVisible();
});

test('plain code blocks copy their text and read Copied for 1.2 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/x/introduction/installation');
  await ready(page);
  const block = page
    .locator('.docs-body .code-block')
    .filter({ has: page.locator('pre') })
    .nth(3);
  await block.hover();
  const button = block.getByRole('button', { name: 'Copy the code' });
  await pauseClock(page);
  await button.click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').textContent());
  await page.clock.runFor(1100);
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  await page.clock.runFor(200);
  await expect(block.getByRole('button', { name: 'Copy the code' })).toBeVisible();
});

test('the code styling preference picks the source, falling back to MUI System with a note', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'codeStyling', value: 'Tailwind', url: PREVIEW_ORIGIN }]);
  await page.goto('/playground');
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'Tailwind');
  await toolbar(page).getByRole('button', { name: 'Show the source' }).click();
  await expect(visibleCode(page)).toContainText('className="flex items-center gap-4"');
  await toolbar(page).getByRole('button', { name: 'Copy', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('bg-blue-700');

  const thrower = page.locator('section#ThrowOnDemand');
  await thrower.getByRole('toolbar').getByRole('button', { name: 'Show the source' }).click();
  await expect(thrower.locator('.demo-code pre:visible')).toContainText('variant="outlined"');
  await expect(thrower.getByText('This demo has no Tailwind version; the MUI System source is shown.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every demo of a page shows its server-rendered, styled content', async ({ page }) => {
    await page.goto('/material-ui/components/buttons');
    const stages = page.locator('[data-demo] .demo-stage');
    const count = await stages.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const button = stages.nth(index).locator('button').first();
      await expect(button).toBeVisible();
      // Styled by the page's shared emotion styles: a MUI button has padding and a radius.
      expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe('0px');
    }
  });
});
