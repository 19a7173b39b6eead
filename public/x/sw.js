// Service worker of the docs (served at /x/sw.js, so it controls /x/ pages).
// Pages a reader visited open offline; after a deploy the network's newer page wins.
// HTML: network first, falling back to the cached copy. Hashed assets (scripts, style
// sheets, fonts, search index files): cache first, since a new deploy gives them new names.
const VERSION = 'v1';
const PAGES = `docs-pages-${VERSION}`;
const ASSETS = `docs-assets-${VERSION}`;

const isHashedAsset = (url) =>
  url.pathname.includes('/_astro/') ||
  /\.(woff2?|pf_fragment|pf_index|pf_meta|pagefind)$/.test(url.pathname);

const isPage = (request) => request.mode === 'navigate' || (request.headers.get('accept') || '').includes('text/html');

async function put(cacheName, request, response) {
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

async function networkFirst(request, cacheName) {
  try {
    return await put(cacheName, request, await fetch(request));
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: isPage(request), ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  return cached || put(ASSETS, request, await fetch(request));
}

self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'SKIP_WAITING') self.skipWaiting();
  // The page that registered the worker asks for itself and its assets to be kept.
  if (message.type === 'CACHE_URLS' && Array.isArray(message.urls)) {
    event.waitUntil(
      Promise.all(
        message.urls.map((href) => {
          const url = new URL(href, self.location.href);
          if (url.origin !== self.location.origin) return undefined;
          const request = new Request(url.href, { credentials: 'same-origin' });
          return fetch(request)
            .then((response) => put(isHashedAsset(url) ? ASSETS : PAGES, request, response))
            .catch(() => undefined);
        }),
      ),
    );
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== PAGES && key !== ASSETS) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isPage(request)) event.respondWith(networkFirst(request, PAGES));
  else if (isHashedAsset(url)) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, ASSETS));
});
