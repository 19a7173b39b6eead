import type { PageAdConfig } from '../ads/page-ad';
import { readDataBlock } from './data-block';
import { afterLoadWhenIdle, whenVisible } from './when';

/**
 * Work that waits until the page has loaded and the browser is idle, so that its code never
 * competes with what the reader sees first: following preference changes (the inline script
 * in <head> has applied the stored ones before the first paint), analytics, the service
 * worker, and the ad once its box is in view.
 */
async function start() {
  void import('../preferences/store').then(({ startPreferenceSync }) => startPreferenceSync());

  const analytics = readDataBlock<{ gaId?: string | null }>('analytics-config');
  if (analytics)
    void import('../analytics/start').then(({ startAnalytics }) => startAnalytics(analytics.gaId ?? undefined));

  const adBox = document.querySelector<HTMLElement>('[data-ad-box]');
  const ad = readDataBlock<PageAdConfig>('ad-config');
  if (adBox && ad)
    whenVisible(adBox, () => void import('../ads/page-ad').then(({ startPageAd }) => startPageAd(adBox, ad)));

  const worker = readDataBlock<{ docsDomain: string; base: string }>('service-worker-config');
  if (worker) {
    const { registerServiceWorker } = await import('../service-worker/register');
    await registerServiceWorker(worker.docsDomain, worker.base).catch((error: unknown) =>
      console.warn('Service worker not registered:', error),
    );
  }
}

export function startAfterLoad(): void {
  afterLoadWhenIdle(() => void start());
}
