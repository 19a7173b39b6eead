import { AD_BLOCKER_AFTER_POLLS, AD_POLL_MAX, AD_SUPPORT_MESSAGE_RATIO } from './constants';

export type AdDecision = 'network' | 'blocked' | 'waiting';

/**
 * What one look for the ad network's element decides. The network can still turn up after a
 * blocker was assumed (a slow network), so looking goes on until the last poll.
 */
export function pollStep(attempt: number, found: boolean): { decision: AdDecision; lookAgain: boolean } {
  if (found) return { decision: 'network', lookAgain: false };
  return { decision: attempt > AD_BLOCKER_AFTER_POLLS ? 'blocked' : 'waiting', lookAgain: attempt < AD_POLL_MAX };
}

/** An in-house ad: written by the docs team, shown when the network's ad is blocked. */
export interface InHouseAd {
  name: string;
  link: string;
  img: string;
  description: string;
  poweredby: string;
  label: string;
}

export type Fallback = { kind: 'support' } | { kind: 'in-house'; ad: InHouseAd };

/** One in-house ad at random, or a plea for support when there are none. */
export function pickInHouseAd(ads: readonly InHouseAd[], random: () => number): Fallback {
  const ad = ads[Math.min(Math.floor(random() * ads.length), ads.length - 1)];
  return ad ? { kind: 'in-house', ad } : { kind: 'support' };
}

/** What a reader with an ad blocker sees: sometimes a plea for support, otherwise an in-house ad. */
export function chooseFallback(ads: readonly InHouseAd[], random: () => number): Fallback {
  if (random() < AD_SUPPORT_MESSAGE_RATIO) return { kind: 'support' };
  return pickInHouseAd(ads, random);
}

const botPattern =
  /bot|crawl|spider|slurp|lighthouse|headlesschrome|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|pinterest/i;

/** Crawlers and previewers get no ad. */
export function isBot(userAgent: string): boolean {
  return botPattern.test(userAgent);
}
