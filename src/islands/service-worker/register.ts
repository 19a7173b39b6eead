import { SERVICE_WORKER_RELOAD_POLL_MS, shouldRegisterServiceWorker, urlsToKeep } from '../../lib/service-worker';

function skipWaiting(worker: ServiceWorker | null | undefined) {
  worker?.postMessage({ type: 'SKIP_WAITING' });
}

/** After a new worker takes over, reload once, when the reader is on the page. */
function reloadWhenFocused() {
  const timer = window.setInterval(() => {
    if (document.hasFocus()) {
      window.clearInterval(timer);
      window.location.reload();
    }
  }, SERVICE_WORKER_RELOAD_POLL_MS);
}

export async function registerServiceWorker(docsDomain: string, base: string): Promise<void> {
  if (!('serviceWorker' in navigator) || !shouldRegisterServiceWorker(window.location.hostname, docsDomain)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first worker of a reader needs no reload; a replaced one means a new deploy.
    if (!hadController || reloading) return;
    reloading = true;
    reloadWhenFocused();
  });
  const registration = await navigator.serviceWorker.register(`${base}x/sw.js`);
  skipWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) skipWaiting(installing);
    });
  });
  const ready = await navigator.serviceWorker.ready;
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  ready.active?.postMessage({ type: 'CACHE_URLS', urls: urlsToKeep(window.location.href, resources) });
}
