import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../../lib/preferences';

function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui' });
}

// In the browser every island shares one cache per direction.
const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

// On the server a cache marks each style it has emitted and never emits it again, so one
// shared by every page would leave later pages without styles, and one per island repeats
// the theme's 22 KB of CSS variables in every demo of a page. So the islands of one page
// render share a cache: each style is written once per page, by the first island using it.
// A few recent renders are kept, for a dev server rendering pages side by side; one that
// is dropped early only makes its page repeat some styles.
const RECENT_RENDERS = 8;
const serverCaches = new Map<number, EmotionCache>();

/** The emotion cache of an island; `renderScope` identifies the page render on the server. */
export function getEmotionCache(direction: Direction, renderScope: number | undefined): EmotionCache {
  if (typeof document !== 'undefined') return (browserCaches[direction] ??= createEmotionCache(direction));
  // Server renders always use the default direction (see usePreferences).
  if (renderScope === undefined) return createEmotionCache(direction);
  let cache = serverCaches.get(renderScope);
  if (!cache) {
    cache = createEmotionCache(direction);
    serverCaches.set(renderScope, cache);
    for (const scope of serverCaches.keys()) {
      if (serverCaches.size <= RECENT_RENDERS) break;
      serverCaches.delete(scope);
    }
  }
  return cache;
}

const renderScopes = new WeakMap<object, number>();
let lastScope = 0;

/**
 * A number for one page render, from its Request (`Astro.request`), which every component of
 * that render shares. Passed to the islands as a prop so that they can share a cache.
 */
export function renderScopeOf(request: object): number {
  let scope = renderScopes.get(request);
  if (scope === undefined) {
    lastScope += 1;
    scope = lastScope;
    renderScopes.set(request, scope);
  }
  return scope;
}

// Emotion writes <Global> styles on every server render, whatever the cache has seen. The
// theme's CSS variables are one such block, so only the page's first island may write them.
const variablesWritten = new WeakMap<EmotionCache, Set<string>>();

/**
 * Whether a server-rendered island should write the CSS variables of the theme `themeKey`:
 * true for the first island of a page render, false for the others. The browser always
 * generates them (emotion then finds the server's block and reuses it).
 */
export function shouldWriteThemeVariables(
  cache: EmotionCache,
  themeKey: string,
  renderScope: number | undefined,
): boolean {
  if (typeof document !== 'undefined' || renderScope === undefined) return true;
  const written = variablesWritten.get(cache) ?? new Set<string>();
  variablesWritten.set(cache, written);
  if (written.has(themeKey)) return false;
  written.add(themeKey);
  return true;
}
