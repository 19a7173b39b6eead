import { PNG } from 'pngjs';

/** The colour of one pixel of a PNG screenshot, as [r, g, b]. */
export function pixelAt(png: Buffer, x: number, y: number): [number, number, number] {
  const image = PNG.sync.read(png);
  const offset = (image.width * y + x) * 4;
  return [image.data[offset] ?? 0, image.data[offset + 1] ?? 0, image.data[offset + 2] ?? 0];
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance([r, g, b]: [number, number, number]): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
