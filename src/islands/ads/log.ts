import { adEvent, type AdAction } from '../../lib/analytics/events';
import { AD_LOG_RATIO } from '../../lib/ads/constants';
import { track } from '../analytics/gtag';

/** Sends an ad event for a sample of readers; crashes are always sent. */
export function logAdEvent(action: AdAction, label: string): void {
  if (action !== 'crash' && Math.random() >= AD_LOG_RATIO) return;
  track(adEvent(action, label));
}
