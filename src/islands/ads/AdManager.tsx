import { useEffect, useRef, useState } from 'react';
import { AD_DISPLAY_EVENT_DELAY_MS, AD_NETWORK_SELECTOR, AD_POLL_INTERVAL_MS } from '../../lib/ads/constants';
import { chooseFallback, isBot, pickInHouseAd, pollStep, type Fallback } from '../../lib/ads/flow';
import { useAdConfig } from './context';
import { InHouseAd, SupportMessage } from './InHouse';
import { logAdEvent } from './log';

type Shown = { kind: 'waiting' } | { kind: 'none' } | { kind: 'network' } | Fallback;

const labelOf = (shown: Shown) =>
  shown.kind === 'in-house' ? shown.ad.label : shown.kind === 'network' ? 'ad-network' : 'support-message';

/**
 * The page's ad: the network's when its script fills the box; otherwise, after more than six
 * looks, an ad blocker is assumed and an in-house ad (or, one time in five, a plea) is shown.
 */
export function AdManager() {
  const { scriptUrl, inHouseAds } = useAdConfig();
  const host = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown>({ kind: 'waiting' });

  useEffect(() => {
    if (isBot(navigator.userAgent)) {
      setShown({ kind: 'none' });
      return;
    }
    // No network configured: nothing to wait for.
    if (!scriptUrl) {
      setShown(pickInHouseAd(inHouseAds, Math.random));
      return;
    }
    const script = document.createElement('script');
    script.async = true;
    // The id ad networks look for to place their unit next to their script.
    script.id = '_carbonads_js';
    script.src = scriptUrl;
    host.current?.append(script);
    let timer = 0;
    let fallback: Fallback | undefined;
    const look = (attempt: number) => {
      const { decision, lookAgain } = pollStep(attempt, Boolean(host.current?.querySelector(AD_NETWORK_SELECTOR)));
      if (decision === 'network') setShown({ kind: 'network' });
      else if (decision === 'blocked') {
        fallback ??= chooseFallback(inHouseAds, Math.random);
        setShown(fallback);
      }
      if (lookAgain) timer = window.setTimeout(() => look(attempt + 1), AD_POLL_INTERVAL_MS);
    };
    look(1);
    return () => window.clearTimeout(timer);
  }, [scriptUrl, inHouseAds]);

  useEffect(() => {
    if (shown.kind === 'waiting' || shown.kind === 'none') return;
    const timer = window.setTimeout(() => logAdEvent('display', labelOf(shown)), AD_DISPLAY_EVENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  return (
    <>
      <div
        ref={host}
        className="ad-network-host"
        hidden={shown.kind !== 'network' && shown.kind !== 'waiting'}
        data-ad-network-host=""
      />
      {shown.kind === 'in-house' && <InHouseAd ad={shown.ad} />}
      {shown.kind === 'support' && <SupportMessage />}
    </>
  );
}
