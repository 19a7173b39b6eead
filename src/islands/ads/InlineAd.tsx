import { useEffect, useState } from 'react';
import { AD_DISPLAY_EVENT_DELAY_MS, AD_IMAGE } from '../../lib/ads/constants';
import { fetchInlineAd, impressionPixels, type NetworkAd } from '../../lib/ads/inline';
import { isBot } from '../../lib/ads/flow';
import type { IslandTranslations } from '../../lib/i18n';
import { useIslandStrings } from '../i18n';
import { AdBoundary } from './AdBoundary';
import { AdProviders, useAdConfig } from './context';
import { logAdEvent } from './log';
import type { AdKey } from './strings';
import './ads.css';

// One inline ad per page: the first demo whose code is opened takes it.
let claimed = false;

function InlineAdContent() {
  const { endpoint, strings } = useAdConfig();
  const [ad, setAd] = useState<NetworkAd | null>(null);

  useEffect(() => {
    if (!endpoint) return;
    let current = true;
    void fetchInlineAd(endpoint, (url) => fetch(url)).then((found) => {
      if (current) setAd(found);
    });
    return () => {
      current = false;
    };
  }, [endpoint]);

  useEffect(() => {
    if (!ad) return;
    const timer = window.setTimeout(() => logAdEvent('display', ad.company || 'inline'), AD_DISPLAY_EVENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ad]);

  if (!ad) return null;
  return (
    <section className="ad-inline" aria-label={strings['ads.inlineLabel']}>
      <a
        className="ad-card"
        href={ad.statlink}
        target="_blank"
        rel="noopener sponsored"
        onClick={() => logAdEvent('click', ad.company || 'inline')}
        data-ad-kind="inline"
      >
        <img src={ad.image} alt="" width={AD_IMAGE.width} height={AD_IMAGE.height} />
        <span className="ad-text">
          {ad.company && <strong>{ad.company}</strong>} {ad.description}
        </span>
        <span className="ad-tag">{strings['ads.adTag']}</span>
      </a>
      {impressionPixels(ad).map((url) => (
        <img key={url} className="ad-pixel" src={url} alt="" width={1} height={1} hidden />
      ))}
    </section>
  );
}

interface Props {
  lang: string;
  pathname: string;
  endpoint?: string | undefined;
  translations: IslandTranslations<AdKey>;
}

/** The ad inside the first opened demo, from the ad network's JSON list. */
export default function InlineAd({ lang, pathname, endpoint, translations }: Props) {
  const strings = useIslandStrings(translations, lang);
  const [mine, setMine] = useState(false);
  useEffect(() => {
    if (claimed || !endpoint || isBot(navigator.userAgent)) return;
    claimed = true;
    setMine(true);
  }, [endpoint]);
  return (
    <div className="ad-inline-slot" data-inline-ad="">
      {mine && (
        <AdBoundary label="inline">
          <AdProviders ad={{ endpoint, inHouseAds: [], strings }} docs={{ lang, pathname }}>
            <InlineAdContent />
          </AdProviders>
        </AdBoundary>
      )}
    </div>
  );
}
