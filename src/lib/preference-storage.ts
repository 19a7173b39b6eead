import {
  codeStylings,
  codeVariants,
  defaultPreferences,
  directions,
  paletteModes,
  parseEnum,
  parsePaletteColors,
  serializePaletteColors,
  type Preferences,
} from './preferences';

/** Where each preference is kept (product spec, section 7). */
export const STORAGE_KEYS = {
  mode: 'mui-mode',
  direction: 'mui-direction',
  dense: 'mui-dense',
  spacing: 'mui-spacing',
  /** Touched on every change so that other tabs hear a `storage` event and re-read. */
  sync: 'mui-preferences-sync',
} as const;

export const COOKIE_NAMES = {
  paletteColors: 'paletteColors',
  codeVariant: 'codeVariant',
  codeStyling: 'codeStyling',
} as const;

export const COOKIE_MAX_AGE = 31_536_000;

/** The small part of the browser the preferences touch, so tests can hand in fakes. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  getCookies(): string;
  setCookie(serialized: string): void;
}

export function serializeCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function readPreferences(storage: PreferenceStorage): Preferences {
  const cookies = storage.getCookies();
  const spacing = Number(storage.getItem(STORAGE_KEYS.spacing));
  return {
    paletteMode: parseEnum(storage.getItem(STORAGE_KEYS.mode), paletteModes, defaultPreferences.paletteMode),
    direction: parseEnum(storage.getItem(STORAGE_KEYS.direction), directions, defaultPreferences.direction),
    dense: storage.getItem(STORAGE_KEYS.dense) === 'true',
    spacing: Number.isInteger(spacing) && spacing > 0 ? spacing : defaultPreferences.spacing,
    paletteColors: parsePaletteColors(readCookie(cookies, COOKIE_NAMES.paletteColors)),
    codeVariant: parseEnum(readCookie(cookies, COOKIE_NAMES.codeVariant), codeVariants, defaultPreferences.codeVariant),
    codeStyling: parseEnum(readCookie(cookies, COOKIE_NAMES.codeStyling), codeStylings, defaultPreferences.codeStyling),
  };
}

/** Stores what changed between two states; returns whether anything was written. */
export function writePreferences(storage: PreferenceStorage, previous: Preferences, next: Preferences): boolean {
  let changed = false;
  const setItem = (key: string, value: string) => {
    storage.setItem(key, value);
    changed = true;
  };
  const setCookie = (name: string, value: string) => {
    storage.setCookie(serializeCookie(name, value));
    changed = true;
  };
  if (previous.paletteMode !== next.paletteMode) setItem(STORAGE_KEYS.mode, next.paletteMode);
  if (previous.direction !== next.direction) setItem(STORAGE_KEYS.direction, next.direction);
  if (previous.dense !== next.dense) setItem(STORAGE_KEYS.dense, String(next.dense));
  if (previous.spacing !== next.spacing) setItem(STORAGE_KEYS.spacing, String(next.spacing));
  if (serializePaletteColors(previous.paletteColors) !== serializePaletteColors(next.paletteColors)) {
    setCookie(COOKIE_NAMES.paletteColors, serializePaletteColors(next.paletteColors));
  }
  if (previous.codeVariant !== next.codeVariant) setCookie(COOKIE_NAMES.codeVariant, next.codeVariant);
  if (previous.codeStyling !== next.codeStyling) setCookie(COOKIE_NAMES.codeStyling, next.codeStyling);
  if (changed) storage.setItem(STORAGE_KEYS.sync, String(Date.now()));
  return changed;
}

/** The browser's storage, tolerant of blocked localStorage (private modes, sandboxed frames). */
export function browserStorage(): PreferenceStorage {
  return {
    getItem(key) {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage refused: the preference applies to this page only.
      }
    },
    getCookies: () => document.cookie,
    setCookie(serialized) {
      document.cookie = serialized;
    },
  };
}
