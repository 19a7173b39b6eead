import { createContext, useContext, type ReactNode } from 'react';
import type { InHouseAd } from '../../lib/ads/flow';
import type { AdKey } from './strings';

/** What the page tells its ads: the network to wait for, the in-house ads, the words. */
export interface AdConfig {
  scriptUrl?: string | undefined;
  endpoint?: string | undefined;
  inHouseAds: InHouseAd[];
  strings: Record<AdKey, string>;
}

/** Where the ad is shown: the page's language and path, for links and event labels. */
export interface DocsConfig {
  lang: string;
  pathname: string;
}

const AdConfigContext = createContext<AdConfig | null>(null);
const DocsConfigContext = createContext<DocsConfig | null>(null);

export function AdProviders({ ad, docs, children }: { ad: AdConfig; docs: DocsConfig; children: ReactNode }) {
  return (
    <DocsConfigContext.Provider value={docs}>
      <AdConfigContext.Provider value={ad}>{children}</AdConfigContext.Provider>
    </DocsConfigContext.Provider>
  );
}

export function useAdConfig(): AdConfig {
  const config = useContext(AdConfigContext);
  if (!config) throw new Error('Missing ad config context: render ad components inside <AdProviders>.');
  return config;
}

export function useDocsConfig(): DocsConfig {
  const config = useContext(DocsConfigContext);
  if (!config) throw new Error('Missing docs config context: render ad components inside <AdProviders>.');
  return config;
}
