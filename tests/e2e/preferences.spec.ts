import { expect, test, type Page } from '@playwright/test';
import { luminance, pixelAt } from './pixels';
import { watchConsole } from './console';
import { hydratedWithoutInput } from './hydrate';

const page1 = '/x/introduction/licensing';
const page2 = '/x/introduction/support';

/** Waits until every island that hydrates without the reader has (the others wait for a touch or a look). */
export const islandsReady = (page: Page) => hydratedWithoutInput(page, false);

async function openSettings(page: Page) {
  await islandsReady(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const html = (page: Page) => page.locator('html');

test.describe('the settings drawer', () => {
  test('opens from the app bar, closes on Escape and outside click, and returns focus', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(page1);
    const button = page.getByRole('button', { name: 'Settings' });
    const dialog = await openSettings(page);
    expect((await dialog.boundingBox())?.width).toBe(360);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await openSettings(page);
    await page.mouse.click(100, 400);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('is 310 px wide on small screens and labels every control by its own name', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(page1);
    const dialog = await openSettings(page);
    expect((await dialog.boundingBox())?.width).toBe(310);
    for (const name of [
      'Light',
      'System',
      'Dark',
      'Left to right',
      'Right to left',
      'Dense components',
      'Increase spacing',
      'Decrease spacing',
    ]) {
      await expect(
        dialog.getByRole(name === 'Dense components' ? 'switch' : 'button', { name, exact: true }),
      ).toHaveCount(1);
    }
    await expect(dialog.getByRole('group', { name: 'Mode' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Direction' })).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test('dark persists across reloads and pages', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(page1);
    await expect(html(page)).toHaveAttribute('data-mode', 'light');
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect(html(page)).toHaveAttribute('data-mode', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-mode', 'dark');
    await page.goto(page2);
    await expect(html(page)).toHaveAttribute('data-mode', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 14, 17)');
  });

  test('system follows the operating system live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(page1);
    await islandsReady(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveAttribute('data-mode', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-mode', 'light');
  });

  test('a change in one tab applies in the others', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({ colorScheme: 'light' });
    await second.emulateMedia({ colorScheme: 'light' });
    await first.goto(page1);
    await second.goto(page2);
    await islandsReady(second);
    const dialog = await openSettings(first);
    await dialog.getByRole('button', { name: 'Dark', exact: true }).click();
    await dialog.getByRole('button', { name: 'Right to left', exact: true }).click();
    await expect(html(second)).toHaveAttribute('data-mode', 'dark');
    await expect(html(second)).toHaveAttribute('dir', 'rtl');
  });

  test('a reader who chose dark never sees a light frame, even on a slow connection', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    // Style sheets and scripts arrive late, as on a slow connection.
    await page.route(/\.(css|js)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.setContent('<html style="background:#000"><body></body></html>');
    const navigation = page.goto(page2, { waitUntil: 'load' });
    await page.waitForURL(`**${page2}`, { waitUntil: 'commit' });
    // A point of empty page background, right of the table of contents.
    const samples: number[] = [];
    for (let frame = 0; frame < 8; frame += 1) {
      // Between documents Chromium may have no frame at all to capture: nothing is painted.
      const shot = await page.screenshot({ animations: 'disabled' }).catch(() => undefined);
      if (shot) samples.push(luminance(pixelAt(shot, 1270, 690)));
      await page.waitForTimeout(150);
    }
    expect(samples.length, 'frames captured while the page loaded').toBeGreaterThanOrEqual(3);
    await navigation;
    const last = await page.screenshot();
    samples.push(luminance(pixelAt(last, 1270, 690)));
    expect(
      samples.every((value) => value < 0.2),
      `luminance of frames: ${samples.join(', ')}`,
    ).toBe(true);
  });
});

test.describe('direction', () => {
  test('with right to left stored, a server-rendered demo never shows left to right, and nothing shifts', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
    // The demo's own code is held back: its island hydrates, and the demo waits for its chunk
    // with the server's (left-to-right) HTML in place, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/OrderDates\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/x/react-date-pickers/date-picker');
    const demo = page.locator('[data-demo$="/OrderDates"]');
    const root = demo.locator('.demo-stage .docs-theme-root');
    // Demos start once near the view; the page's text may put this one below the fold.
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('.demo-stage astro-island')).not.toHaveAttribute('ssr');
    const visibility = () => root.evaluate((element) => getComputedStyle(element).visibility);
    expect(await visibility()).toBe('hidden');
    // Web fonts arriving later would move the demo for reasons of their own.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const before = await demo.locator('.demo-stage').boundingBox();
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });

    release();
    await expect(demo).toHaveAttribute('data-demo-ready', '');
    await expect(root).toHaveAttribute('dir', 'rtl');
    expect(await visibility()).toBe('visible');
    expect(await demo.locator('.demo-stage').boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test('right to left mirrors the drawer and the text, and persists', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(page1);
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'Right to left', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await page.reload();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    const drawer = await page.locator('#docs-drawer').boundingBox();
    expect(drawer!.x).toBeGreaterThan(1000);
    const heading = page.locator('h1');
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const headingBox = await heading.boundingBox();
    const mainBox = await page.locator('main').boundingBox();
    // Right-aligned: the heading's text hugs the right edge of the main column.
    const textRight = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element.firstChild!);
      return range.getBoundingClientRect().right;
    });
    expect(Math.abs(textRight - (headingBox!.x + headingBox!.width))).toBeLessThan(2);
    expect(headingBox!.x + headingBox!.width).toBeLessThanOrEqual(mainBox!.x + mainBox!.width + 1);
  });

  test('the temporary drawer slides in from the right in RTL', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
    await page.goto(page1);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.locator('#docs-drawer');
    await expect(drawer).toBeVisible();
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return Math.round(box!.x + box!.width);
      })
      .toBe(390);
  });
});

test.describe('colours, code and density', () => {
  test('a primary colour applies to the shell, persists in the paletteColors cookie, and resets', async ({
    page,
    context,
  }) => {
    await page.goto(page1);
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'Primary colour: Green' }).click();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'paletteColors');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ primary: { main: '#388e3c' } });
    const primary = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--docs-primary').trim());
    expect(await primary()).toBe('#388e3c');
    await page.goto(page2);
    expect(await primary()).toBe('#388e3c');
    const again = await openSettings(page);
    await again.getByRole('button', { name: 'Reset colours' }).click();
    expect(await primary()).toBe('#0a66c2');
  });

  test('code variant and styling are cookies with path / and a one-year max-age', async ({ page, context }) => {
    await page.goto(page1);
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'JavaScript' }).click();
    await dialog.getByRole('button', { name: 'Tailwind' }).click();
    const now = Date.now() / 1000;
    const cookies = await context.cookies();
    for (const [name, value] of [
      ['codeVariant', 'JS'],
      ['codeStyling', 'Tailwind'],
    ]) {
      const cookie = cookies.find((entry) => entry.name === name);
      expect(cookie, name).toBeDefined();
      expect(cookie!.value).toBe(value);
      expect(cookie!.path).toBe('/');
      expect(Math.abs(cookie!.expires - (now + 31_536_000))).toBeLessThan(120);
    }
    await page.reload();
    const reopened = await openSettings(page);
    await expect(reopened.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
    await expect(reopened.getByRole('button', { name: 'Tailwind' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('density and spacing change, persist and reset', async ({ page }) => {
    await page.goto(page1);
    let dialog = await openSettings(page);
    await dialog.getByRole('switch', { name: 'Dense components' }).check();
    await dialog.getByRole('button', { name: 'Increase spacing' }).click();
    await dialog.getByRole('button', { name: 'Increase spacing' }).click();
    await expect(dialog.locator('output')).toHaveText('10px');
    await page.reload();
    dialog = await openSettings(page);
    await expect(dialog.getByRole('switch', { name: 'Dense components' })).toBeChecked();
    await expect(dialog.locator('output')).toHaveText('10px');
    await dialog.getByRole('button', { name: 'Reset density' }).click();
    await expect(dialog.locator('output')).toHaveText('8px');
    await expect(dialog.getByRole('switch', { name: 'Dense components' })).not.toBeChecked();
  });
});

test('a demo with its own ThemeProvider does not change the page mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  await page.goto('/material-ui/guides/localization');
  const demo = page.locator('[data-demo]').first();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-demo-ready', '');
  await page.waitForTimeout(300);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
});
