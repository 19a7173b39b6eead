// Takes a screenshot of a page of the running site, for looking at what a change does.
// Usage: node scripts/screenshot.mjs <path-or-url> <out.png> [width=1440] [light|dark] [ltr|rtl] [--menu]
// Prints console errors and uncaught exceptions of the page.
import { chromium } from '@playwright/test';

const [target = '/', out = 'screenshot.png', width = '1440', mode = 'light', dir = 'ltr'] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'));
const openMenu = process.argv.includes('--menu');
const url = new URL(target, `http://127.0.0.1:${process.env.E2E_PORT ?? 4321}`).href;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const widthPx = Number(width);
const page = await browser.newPage({
  viewport: { width: widthPx, height: widthPx < 600 ? 844 : 900 },
  colorScheme: mode === 'dark' ? 'dark' : 'light',
});
page.on('console', (message) => {
  if (message.type() === 'error' || message.type() === 'warning')
    console.log(`console ${message.type()}: ${message.text()}`);
});
page.on('pageerror', (error) => console.log(`uncaught: ${error.message}`));
// The dev server keeps a connection open (hot reload), so the network is never idle there:
// wait for the load event, then for the network to settle if it does.
await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
if (dir === 'rtl') await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
if (openMenu) {
  await page.click('[data-drawer-toggle]');
  await page.waitForTimeout(400);
}
await page.screenshot({ path: out });
await browser.close();
