import { readDataBlock } from './data-block';

/**
 * Work that waits for the load event, so that its code never competes with what the reader
 * sees first: following preference changes (the inline script in <head> has applied the stored
 * ones before the first paint), analytics, and the service worker.
 */
async function start() {
  void import('../preferences/store').then(({ startPreferenceSync }) => startPreferenceSync());

  const analytics = readDataBlock<{ gaId?: string | null }>('analytics-config');
  if (analytics)
    void import('../analytics/start').then(({ startAnalytics }) => startAnalytics(analytics.gaId ?? undefined));

  const worker = readDataBlock<{ docsDomain: string; base: string }>('service-worker-config');
  if (worker) {
    const { registerServiceWorker } = await import('../service-worker/register');
    await registerServiceWorker(worker.docsDomain, worker.base).catch((error: unknown) =>
      console.warn('Service worker not registered:', error),
    );
  }
}

export function startAfterLoad(): void {
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
