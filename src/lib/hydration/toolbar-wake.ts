import type { HydrationPriority } from './queue';

export interface ToolbarState {
  /** The demo's anchor (its section's id). */
  anchor: string;
  /** The page's location hash, with its `#`. */
  hash: string;
  /** The page's query string, with its `?`. */
  search: string;
  /** The code variant the server rendered as pressed (`TS` or `JS`), if any. */
  pressedVariant: string | null | undefined;
  /** The reader's code variant, as the head script put it on <html data-code-variant>. */
  readerVariant: string | null | undefined;
  /**
   * Whether the reader's direction, density or colours differ from the server's (the head
   * script's <html data-custom-theme>): islands then stay invisible until they hydrate.
   */
  customTheme: boolean;
}

/** Whether the hash asks for this demo's code (`#Name.js`, `#Name.tsx`), which its toolbar opens. */
export const hashOpensCode = (anchor: string, hash: string): boolean => {
  const target = decodeURIComponent(hash.slice(1));
  return target === `${anchor}.js` || target === `${anchor}.tsx`;
};

/**
 * When a demo's toolbar needs its code before the reader points at it. Its server HTML shows
 * every button, and a press on one is kept until the code is in, so most toolbars wait for
 * the reader (undefined). One opens its demo's code at once when the URL asks for it (`now`);
 * one whose server HTML differs from what the reader should see (another theme, so it is kept
 * invisible; another code language pressed; strings in another language) hydrates once near
 * the view, after the demos (`idle`).
 */
export function toolbarWake({
  anchor,
  hash,
  search,
  pressedVariant,
  readerVariant,
  customTheme,
}: ToolbarState): HydrationPriority | undefined {
  if (hashOpensCode(anchor, hash)) return 'now';
  if (customTheme) return 'idle';
  if (pressedVariant && readerVariant && pressedVariant !== readerVariant) return 'idle';
  if (new URLSearchParams(search).has('userLanguage')) return 'idle';
  return undefined;
}
