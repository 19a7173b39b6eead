/** The worker is only for the production docs host: never on previews, local builds or forks. */
export function shouldRegisterServiceWorker(hostname: string, docsDomain: string): boolean {
  return docsDomain !== '' && hostname.includes(docsDomain);
}

/** The page and the same-origin resources it loaded, for the worker to keep for offline reading. */
export function urlsToKeep(pageUrl: string, resourceUrls: readonly string[]): string[] {
  const origin = new URL(pageUrl).origin;
  const page = new URL(pageUrl);
  page.hash = '';
  const resources = resourceUrls.filter((url) => {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && !parsed.pathname.endsWith('/sw.js');
  });
  return [...new Set([page.href, ...resources])];
}

export const SERVICE_WORKER_RELOAD_POLL_MS = 100;
