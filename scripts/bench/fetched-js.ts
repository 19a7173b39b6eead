import type { Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipped } from './page-weight';

export interface FetchedJs {
  /** Gzipped bytes of the JavaScript files the page fetched. */
  bytes: number;
  /** Their paths inside dist/. */
  files: string[];
}

/**
 * The JavaScript a page fetches while nobody touches it: from navigation, through the load
 * event and the work that waits for an idle browser, until the network is quiet. Sizes are the
 * gzipped files of `dist`, whatever the server sent.
 */
export async function jsFetchedWithoutInput(page: Page, url: string, dist = 'dist'): Promise<FetchedJs> {
  const urls = new Set<string>();
  const record = (request: { url(): string; resourceType(): string }) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) urls.add(request.url());
  };
  page.on('request', record);
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Two idle periods: the one the page's own idle work waits for, and one after it.
    for (let round = 0; round < 2; round += 1) {
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      await page.waitForLoadState('networkidle');
    }
  } finally {
    page.off('request', record);
  }
  const files = [...urls]
    .map((address) => new URL(address))
    .filter((address) => address.origin === new URL(url).origin)
    .map((address) => path.join(dist, decodeURIComponent(address.pathname)))
    .filter((file) => existsSync(file));
  return { bytes: files.reduce((sum, file) => sum + gzipped(file), 0), files: files.map((file) => path.relative(dist, file)) };
}
