import { describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  defaultThemePreferences,
  keepIdentity,
  parsePaletteColors,
  pickThemePreferences,
  samePreferences,
  preferencesReducer,
  resolveMode,
  type PreferenceAction,
  type Preferences,
} from '../../src/lib/preferences';
import {
  readCookie,
  readPreferences,
  serializeCookie,
  writePreferences,
  type PreferenceStorage,
} from '../../src/lib/preference-storage';

const reduce = (actions: PreferenceAction[], state: Preferences = defaultPreferences) =>
  actions.reduce(preferencesReducer, state);

describe('preferencesReducer', () => {
  it('sets, increases and decreases spacing within bounds', () => {
    expect(reduce([{ type: 'SET_SPACING', payload: 6 }]).spacing).toBe(6);
    expect(reduce([{ type: 'INCREASE_SPACING' }]).spacing).toBe(9);
    expect(reduce([{ type: 'DECREASE_SPACING' }, { type: 'DECREASE_SPACING' }]).spacing).toBe(6);
    expect(reduce([{ type: 'SET_SPACING', payload: 100 }]).spacing).toBe(16);
    expect(reduce([{ type: 'SET_SPACING', payload: Number.NaN }]).spacing).toBe(8);
  });

  it('sets dense and resets density to the defaults', () => {
    const dense = reduce([
      { type: 'SET_DENSE', payload: true },
      { type: 'SET_SPACING', payload: 4 },
    ]);
    expect(dense).toMatchObject({ dense: true, spacing: 4 });
    expect(reduce([{ type: 'RESET_DENSITY' }], dense)).toMatchObject({ dense: false, spacing: 8 });
  });

  it('changes mode, direction and colours, and resets colours', () => {
    const changed = reduce([
      { type: 'CHANGE', payload: { paletteMode: 'dark' } },
      { type: 'CHANGE', payload: { direction: 'rtl' } },
      { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#2e7d32' } } } },
      { type: 'CHANGE', payload: { paletteColors: { secondary: { main: '#c2185b' } } } },
    ]);
    expect(changed).toMatchObject({
      paletteMode: 'dark',
      direction: 'rtl',
      paletteColors: { primary: { main: '#2e7d32' }, secondary: { main: '#c2185b' } },
    });
    expect(reduce([{ type: 'RESET_COLORS' }], changed).paletteColors).toEqual({});
  });

  it('sets the code variant and styling', () => {
    expect(
      reduce([
        { type: 'SET_CODE_VARIANT', payload: 'JS' },
        { type: 'SET_CODE_STYLING', payload: 'Tailwind' },
      ]),
    ).toMatchObject({
      codeVariant: 'JS',
      codeStyling: 'Tailwind',
    });
  });

  it('throws on an unrecognised action, naming it', () => {
    expect(() =>
      preferencesReducer(defaultPreferences, { type: 'SET_FONT' } as unknown as PreferenceAction),
    ).toThrowError('Unrecognized theme action: SET_FONT');
  });
});

describe('resolveMode', () => {
  it('follows the system only in system mode', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('light', true)).toBe('light');
    expect(resolveMode('dark', false)).toBe('dark');
  });
});

describe('parsePaletteColors', () => {
  it('keeps valid hex colours and drops anything else', () => {
    expect(parsePaletteColors('{"primary":{"main":"#2e7d32"},"secondary":{"main":"red"}}')).toEqual({
      primary: { main: '#2e7d32' },
    });
    expect(parsePaletteColors('not json')).toEqual({});
    expect(parsePaletteColors('{"primary":{"main":"#fff;}body{display:none"}}')).toEqual({});
    expect(parsePaletteColors(undefined)).toEqual({});
  });
});

function fakeStorage(cookies = ''): PreferenceStorage & { items: Map<string, string>; written: string[] } {
  const items = new Map<string, string>();
  const written: string[] = [];
  return {
    items,
    written,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    getCookies: () => cookies,
    setCookie: (serialized) => void written.push(serialized),
  };
}

describe('preference storage', () => {
  it('writes cookies with path /, a one-year max-age and the right names', () => {
    expect(serializeCookie('codeVariant', 'JS')).toBe('codeVariant=JS; path=/; max-age=31536000; SameSite=Lax');
    const storage = fakeStorage();
    const next = reduce([
      { type: 'SET_CODE_VARIANT', payload: 'JS' },
      { type: 'SET_CODE_STYLING', payload: 'MUI System' },
      { type: 'SET_CODE_STYLING', payload: 'CSS' },
      { type: 'CHANGE', payload: { paletteMode: 'dark', paletteColors: { primary: { main: '#2e7d32' } } } },
    ]);
    expect(writePreferences(storage, defaultPreferences, next)).toBe(true);
    expect(storage.written).toEqual([
      `paletteColors=${encodeURIComponent('{"primary":{"main":"#2e7d32"}}')}; path=/; max-age=31536000; SameSite=Lax`,
      'codeVariant=JS; path=/; max-age=31536000; SameSite=Lax',
      'codeStyling=CSS; path=/; max-age=31536000; SameSite=Lax',
    ]);
    expect(storage.items.get('mui-mode')).toBe('dark');
    expect(storage.items.has('mui-preferences-sync')).toBe(true);
  });

  it('writes nothing when nothing changed', () => {
    const storage = fakeStorage();
    expect(writePreferences(storage, defaultPreferences, { ...defaultPreferences })).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('reads back what it wrote, and defaults for missing or bad values', () => {
    const cookies = `a=1; codeVariant=JS; paletteColors=${encodeURIComponent('{"primary":{"main":"#2e7d32"}}')}; codeStyling=Bogus`;
    const storage = fakeStorage(cookies);
    storage.items.set('mui-mode', 'dark');
    storage.items.set('mui-direction', 'sideways');
    storage.items.set('mui-spacing', '6');
    storage.items.set('mui-dense', 'true');
    expect(readPreferences(storage)).toEqual({
      paletteMode: 'dark',
      direction: 'ltr',
      spacing: 6,
      dense: true,
      paletteColors: { primary: { main: '#2e7d32' } },
      codeVariant: 'JS',
      codeStyling: 'MUI System',
    });
    expect(readCookie('x=%E0%A4%A', 'x')).toBeUndefined();
  });
});

describe('keepIdentity', () => {
  it('keeps the previous object when every value is the same, so React sees no change', () => {
    const stored = { ...defaultPreferences, paletteColors: {} };
    expect(keepIdentity(defaultPreferences, stored)).toBe(defaultPreferences);
    const theme = pickThemePreferences(stored);
    expect(keepIdentity(defaultThemePreferences, theme)).toBe(defaultThemePreferences);
  });

  it('takes the new object when any value differs, colours included', () => {
    const dark = { ...defaultPreferences, paletteMode: 'dark' as const };
    expect(keepIdentity(defaultPreferences, dark)).toBe(dark);
    const red = { ...defaultPreferences, paletteColors: { primary: { main: '#d32f2f' } } };
    expect(keepIdentity(defaultPreferences, red)).toBe(red);
    const blue = { ...red, paletteColors: { primary: { main: '#1976d2' } } };
    expect(keepIdentity(red, blue)).toBe(blue);
    expect(keepIdentity(red, { ...red, paletteColors: { primary: { main: '#d32f2f' } } })).toBe(red);
  });

  it('ignores the colour mode and code choices when comparing theme preferences', () => {
    const dark = { ...defaultPreferences, paletteMode: 'dark' as const, codeVariant: 'JS' as const };
    expect(samePreferences(pickThemePreferences(dark), defaultThemePreferences)).toBe(true);
    expect(samePreferences(pickThemePreferences({ ...dark, direction: 'rtl' }), defaultThemePreferences)).toBe(false);
  });
});
