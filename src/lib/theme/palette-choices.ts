import {
  blue,
  cyan,
  deepOrange,
  deepPurple,
  green,
  indigo,
  lightBlue,
  orange,
  pink,
  purple,
  red,
  teal,
} from '@mui/material/colors';

/** The hues the settings offer for the primary and secondary colours. */
export const paletteHues = {
  blue,
  lightBlue,
  indigo,
  deepPurple,
  purple,
  pink,
  red,
  deepOrange,
  orange,
  green,
  teal,
  cyan,
} as const;

export type PaletteHue = keyof typeof paletteHues;

export const paletteShades = [500, 600, 700, 800] as const;
export type PaletteShade = (typeof paletteShades)[number];

export const DEFAULT_SHADE: PaletteShade = 700;

export function paletteColor(hue: PaletteHue, shade: PaletteShade): string {
  return paletteHues[hue][shade];
}

/** Which hue and shade a stored colour is, if it is one of the choices. */
export function findPaletteChoice(main: string | undefined): { hue: PaletteHue; shade: PaletteShade } | undefined {
  if (!main) return undefined;
  for (const hue of Object.keys(paletteHues) as PaletteHue[]) {
    for (const shade of paletteShades) {
      if (paletteColor(hue, shade).toLowerCase() === main.toLowerCase()) return { hue, shade };
    }
  }
  return undefined;
}
