/**
 * The reader's display preferences (product spec, sections 3 and 4): the state, its
 * defaults and the reducer of the theme actions. Pure: storage lives in preference-storage.ts.
 */

export type PaletteMode = 'light' | 'dark' | 'system';
export type Direction = 'ltr' | 'rtl';
export type CodeVariant = 'JS' | 'TS';
export type CodeStyling = 'MUI System' | 'Tailwind' | 'CSS';

export interface PaletteColor {
  main: string;
}

export interface PaletteColors {
  primary?: PaletteColor | undefined;
  secondary?: PaletteColor | undefined;
}

export interface Preferences {
  paletteMode: PaletteMode;
  direction: Direction;
  /** The theme's spacing unit in px. */
  spacing: number;
  dense: boolean;
  paletteColors: PaletteColors;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

export const DEFAULT_SPACING = 8;
export const MIN_SPACING = 2;
export const MAX_SPACING = 16;

export const defaultPreferences: Preferences = {
  paletteMode: 'system',
  direction: 'ltr',
  spacing: DEFAULT_SPACING,
  dense: false,
  paletteColors: {},
  codeVariant: 'TS',
  codeStyling: 'MUI System',
};

export const paletteModes: readonly PaletteMode[] = ['light', 'system', 'dark'];
export const directions: readonly Direction[] = ['ltr', 'rtl'];
export const codeVariants: readonly CodeVariant[] = ['JS', 'TS'];
export const codeStylings: readonly CodeStyling[] = ['MUI System', 'Tailwind', 'CSS'];

export type PreferenceAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: Partial<Pick<Preferences, 'paletteMode' | 'direction' | 'paletteColors'>>;
    }
  | { type: 'SET_CODE_VARIANT'; payload: CodeVariant }
  | { type: 'SET_CODE_STYLING'; payload: CodeStyling }
  /** Replaces the whole state, e.g. with what another tab stored. */
  | { type: 'SYNC'; payload: Preferences };

function clampSpacing(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_SPACING;
  return Math.min(MAX_SPACING, Math.max(MIN_SPACING, Math.round(value)));
}

export function preferencesReducer(state: Preferences, action: PreferenceAction): Preferences {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: clampSpacing(action.payload) };
    case 'INCREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing + 1) };
    case 'DECREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing - 1) };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE': {
      const { paletteMode, direction, paletteColors } = action.payload;
      return {
        ...state,
        paletteMode: paletteMode ?? state.paletteMode,
        direction: direction ?? state.direction,
        paletteColors: paletteColors ? { ...state.paletteColors, ...paletteColors } : state.paletteColors,
      };
    }
    case 'SET_CODE_VARIANT':
      return { ...state, codeVariant: action.payload };
    case 'SET_CODE_STYLING':
      return { ...state, codeStyling: action.payload };
    case 'SYNC':
      return action.payload;
    default: {
      const unknown: { type?: unknown } = action;
      throw new Error(`Unrecognized theme action: ${String(unknown.type)}`);
    }
  }
}

/** The preferences the MUI theme of an island is built from; mode and code choices are not. */
export type ThemePreferences = Pick<Preferences, 'direction' | 'spacing' | 'dense' | 'paletteColors'>;

export function pickThemePreferences({ direction, spacing, dense, paletteColors }: Preferences): ThemePreferences {
  return { direction, spacing, dense, paletteColors };
}

export const defaultThemePreferences: ThemePreferences = pickThemePreferences(defaultPreferences);

function samePaletteColors(a: PaletteColors, b: PaletteColors): boolean {
  return a.primary?.main === b.primary?.main && a.secondary?.main === b.secondary?.main;
}

/** Whether two states hold the same values (every field, or those both objects have). */
export function samePreferences<T extends Partial<Preferences>>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Array<keyof Preferences>);
  return [...keys].every((key) =>
    key === 'paletteColors' ? samePaletteColors(a.paletteColors ?? {}, b.paletteColors ?? {}) : a[key] === b[key],
  );
}

/**
 * `next`, or `previous` itself when nothing differs. React compares snapshots by identity,
 * and a hydrating island whose snapshot differs from the server's re-renders synchronously:
 * for a Data Grid demo that is one long task of several hundred milliseconds.
 */
export function keepIdentity<T extends Partial<Preferences>>(previous: T, next: T): T {
  return samePreferences(previous, next) ? previous : next;
}

/** The colour scheme a mode resolves to, given whether the OS prefers dark. */
export function resolveMode(mode: PaletteMode, systemPrefersDark: boolean): 'light' | 'dark' {
  return mode === 'system' ? (systemPrefersDark ? 'dark' : 'light') : mode;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Reads the `paletteColors` cookie value (JSON). Anything malformed is dropped rather than
 * trusted: the value ends up in CSS.
 */
export function parsePaletteColors(raw: string | undefined | null): PaletteColors {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const result: PaletteColors = {};
  for (const key of ['primary', 'secondary'] as const) {
    const color = (value as Record<string, unknown>)[key];
    const main = typeof color === 'object' && color !== null ? (color as Record<string, unknown>).main : undefined;
    if (typeof main === 'string' && HEX_COLOR.test(main)) result[key] = { main };
  }
  return result;
}

export function serializePaletteColors(colors: PaletteColors): string {
  return JSON.stringify(colors);
}

export function parseEnum<T extends string>(raw: string | undefined | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(raw as T) ? (raw as T) : fallback;
}
