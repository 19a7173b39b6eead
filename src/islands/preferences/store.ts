import {
  defaultPreferences,
  defaultThemePreferences,
  keepIdentity,
  pickThemePreferences,
  preferencesReducer,
  type PreferenceAction,
  type Preferences,
  type ThemePreferences,
} from '../../lib/preferences';
import { browserStorage, readPreferences, STORAGE_KEYS, writePreferences } from '../../lib/preference-storage';
import { applyPreferencesToDocument, darkQuery } from './apply';

/**
 * One store of the reader's preferences for every island of the page. Changes are written
 * to storage and cookies, applied to <html>, and heard by other tabs through `storage` events.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let state: Preferences | undefined;
let themeState: ThemePreferences = defaultThemePreferences;

function notify() {
  for (const listener of listeners) listener();
}

function start(): Preferences {
  const storage = browserStorage();
  // The defaults themselves when nothing is stored, so hydration sees the server's snapshot.
  const current = keepIdentity(defaultPreferences, readPreferences(storage));
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', () => {
    if (state) applyPreferencesToDocument(state);
    notify();
  });
  const watchedKeys = new Set<string>(Object.values(STORAGE_KEYS));
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !watchedKeys.has(event.key)) return;
    state = keepIdentity(state ?? defaultPreferences, readPreferences(storage));
    applyPreferencesToDocument(state);
    notify();
  });
  // The page may have missed a change in another tab or the OS while it loaded.
  applyPreferencesToDocument(current);
  return current;
}

/**
 * Starts following the OS colour scheme and other tabs. Every page calls it once it has
 * loaded (src/islands/shell/after-load.ts), so a page follows changes even before any drawer
 * or demo has opened. This module has no React in it, so that script stays small.
 */
export function startPreferenceSync(): void {
  getPreferences();
}

export function getPreferences(): Preferences {
  if (typeof window === 'undefined') return defaultPreferences;
  state ??= start();
  return state;
}

/** The theme-relevant part of the preferences; a new object only when one of them changes. */
export function getThemePreferences(): ThemePreferences {
  themeState = keepIdentity(themeState, pickThemePreferences(getPreferences()));
  return themeState;
}

export function dispatchPreference(action: PreferenceAction): void {
  const previous = getPreferences();
  const next = preferencesReducer(previous, action);
  if (next === previous) return;
  writePreferences(browserStorage(), previous, next);
  state = next;
  applyPreferencesToDocument(next);
  notify();
}

export function subscribePreferences(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
