import { AD_FETCH_RETRIES } from './constants';

/** The fields of an ad-network entry the inline ad uses. */
export interface NetworkAd {
  statlink: string;
  statimp?: string | undefined;
  image: string;
  company: string;
  description: string;
  pixel?: string | undefined;
  timestamp?: string | number | undefined;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The first usable ad of a `{ ads: [...] }` response: one with a statlink. */
export function pickInlineAd(response: unknown): NetworkAd | null {
  const ads = (response as { ads?: unknown } | null)?.ads;
  if (!Array.isArray(ads)) return null;
  for (const entry of ads as Record<string, unknown>[]) {
    if (entry && isText(entry.statlink) && isText(entry.image)) {
      return {
        statlink: entry.statlink,
        statimp: isText(entry.statimp) ? entry.statimp : undefined,
        image: entry.image,
        company: isText(entry.company) ? entry.company : '',
        description: isText(entry.description) ? entry.description : '',
        pixel: isText(entry.pixel) ? entry.pixel : undefined,
        timestamp: typeof entry.timestamp === 'number' || isText(entry.timestamp) ? entry.timestamp : undefined,
      };
    }
  }
  return null;
}

/** Impression pixels: statimp and each `||`-separated pixel, `[timestamp]` filled in. */
export function impressionPixels(ad: NetworkAd): string[] {
  const pixels = ad.pixel
    ? ad.pixel
        .split('||')
        .map((url) => url.trim())
        .filter(Boolean)
    : [];
  const timestamp = ad.timestamp === undefined ? '' : String(ad.timestamp);
  return [...(ad.statimp ? [ad.statimp] : []), ...pixels.map((url) => url.replaceAll('[timestamp]', timestamp))].filter(
    (url) => /^(https?:)?\/\//.test(url),
  );
}

/**
 * Fetches the ad list, trying again after a failure (a network error, a bad status or a body
 * that is not JSON) up to `retries` more times. Resolves to null when every try fails.
 */
export async function fetchInlineAd(
  url: string,
  fetcher: (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>,
  retries = AD_FETCH_RETRIES,
): Promise<NetworkAd | null> {
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      const response = await fetcher(url);
      // A list without a usable ad is an answer, not a failure.
      if (response.ok) return pickInlineAd(await response.json());
    } catch {
      // Try again below.
    }
  }
  return null;
}
