import type { IslandTranslations } from '../../lib/i18n';
import type { InHouseAd } from '../../lib/ads/flow';
import { useIslandStrings } from '../i18n';
import { AdBoundary } from './AdBoundary';
import { AdManager } from './AdManager';
import { AdProviders } from './context';
import type { AdKey } from './strings';
import './ads.css';

interface Props {
  lang: string;
  pathname: string;
  scriptUrl?: string | undefined;
  inHouseAds: InHouseAd[];
  translations: IslandTranslations<AdKey>;
}

/** The page's ad box: a labelled region that keeps its height whatever fills it. */
export default function AdSlot({ lang, pathname, scriptUrl, inHouseAds, translations }: Props) {
  const strings = useIslandStrings(translations, lang);
  return (
    <section className="ad-box" aria-label={strings['ads.label']} data-pagefind-ignore="">
      <AdBoundary label="side">
        <AdProviders ad={{ scriptUrl, inHouseAds, strings }} docs={{ lang, pathname }}>
          <AdManager />
        </AdProviders>
      </AdBoundary>
    </section>
  );
}
