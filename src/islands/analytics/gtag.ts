import type { GtagCall } from '../../lib/analytics/events';

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
  }
}

/** The standard `gtag` queue: calls wait in `dataLayer` until (and unless) the GA script loads. */
export function ensureGtag(): void {
  window.dataLayer ??= [];
  if (typeof window.gtag === 'function') return;
  window.gtag = function gtag() {
    // gtag.js reads Arguments objects, not arrays.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer.push(arguments);
  };
}

export function track(call: GtagCall): void {
  ensureGtag();
  window.gtag(...call);
}
