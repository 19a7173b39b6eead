import type { InHouseAd as InHouseAdData } from '../../lib/ads/flow';
import { AD_IMAGE } from '../../lib/ads/constants';
import { DEFAULT_LANGUAGE } from '../../lib/languages';
import { useAdConfig, useDocsConfig } from './context';
import { logAdEvent } from './log';

const localize = (path: string, lang: string) =>
  lang === DEFAULT_LANGUAGE || !path.startsWith('/') ? path : `/${lang}${path}`;

export function InHouseAd({ ad }: { ad: InHouseAdData }) {
  const { strings } = useAdConfig();
  const { lang } = useDocsConfig();
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return (
    <a
      className="ad-card"
      href={`${base}${localize(ad.link, lang)}`}
      onClick={() => logAdEvent('click', ad.label)}
      data-ad-kind="in-house"
    >
      <img src={`${base}${ad.img}`} alt="" width={AD_IMAGE.width} height={AD_IMAGE.height} />
      <span className="ad-text">
        <strong>{ad.name}</strong> {ad.description}
      </span>
      <span className="ad-tag">{strings['ads.poweredBy'].replace('{name}', ad.poweredby)}</span>
    </a>
  );
}

export function SupportMessage() {
  const { strings } = useAdConfig();
  return (
    <div className="ad-card ad-support" data-ad-kind="support">
      <span className="ad-text">
        <strong>{strings['ads.supportTitle']}</strong> {strings['ads.supportMessage']}
      </span>
    </div>
  );
}
