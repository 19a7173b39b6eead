import { AD_DISPLAY_EVENT_DELAY_MS, AD_IMAGE, AD_NETWORK_SELECTOR, AD_POLL_INTERVAL_MS } from '../../lib/ads/constants';
import { chooseFallback, isBot, pickInHouseAd, pollStep, type Fallback, type InHouseAd } from '../../lib/ads/flow';
import { DEFAULT_LANGUAGE } from '../../lib/languages';
import { logAdEvent } from './log';
import type { AdKey } from './strings';

/** What the page tells its ad box (src/components/AdBox.astro). */
export interface PageAdConfig {
  lang: string;
  scriptUrl: string | null;
  inHouseAds: InHouseAd[];
  strings: Record<AdKey, string>;
}

type Shown = { kind: 'waiting' } | { kind: 'none' } | { kind: 'network' } | Fallback;

const labelOf = (shown: Shown) =>
  shown.kind === 'in-house' ? shown.ad.label : shown.kind === 'network' ? 'ad-network' : 'support-message';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

function adText(title: string, description: string): HTMLElement {
  const text = element('span', 'ad-text');
  text.append(element('strong', '', title), ` ${description}`);
  return text;
}

function inHouseCard(ad: InHouseAd, config: PageAdConfig): HTMLElement {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const link = config.lang === DEFAULT_LANGUAGE || !ad.link.startsWith('/') ? ad.link : `/${config.lang}${ad.link}`;
  const card = element('a', 'ad-card');
  card.href = `${base}${link}`;
  card.dataset.adKind = 'in-house';
  card.addEventListener('click', () => logAdEvent('click', ad.label));
  const image = element('img', '');
  Object.assign(image, { src: `${base}${ad.img}`, alt: '', width: AD_IMAGE.width, height: AD_IMAGE.height });
  card.append(
    image,
    adText(ad.name, ad.description),
    element('span', 'ad-tag', config.strings['ads.poweredBy'].replace('{name}', ad.poweredby)),
  );
  return card;
}

function supportMessage(config: PageAdConfig): HTMLElement {
  const card = element('div', 'ad-card ad-support');
  card.dataset.adKind = 'support';
  card.append(adText(config.strings['ads.supportTitle'], config.strings['ads.supportMessage']));
  return card;
}

/**
 * The page's ad: the network's when its script fills the box; otherwise, after more than six
 * looks, an ad blocker is assumed and an in-house ad (or, one time in five, a plea) is shown.
 * A failing ad empties its box and reports the crash; the page goes on.
 */
export function startPageAd(box: HTMLElement, config: PageAdConfig): void {
  const host = box.querySelector<HTMLElement>('[data-ad-network-host]');
  let shown: Shown = { kind: 'waiting' };
  let displayTimer = 0;
  let lookTimer = 0;

  const crash = (error: unknown) => {
    window.clearTimeout(lookTimer);
    window.clearTimeout(displayTimer);
    box.replaceChildren();
    logAdEvent('crash', `side: ${error instanceof Error ? error.message : String(error)}`);
  };

  const show = (next: Shown) => {
    if (next === shown) return;
    shown = next;
    if (host) host.hidden = next.kind !== 'network';
    for (const card of box.querySelectorAll('[data-ad-kind]')) card.remove();
    if (next.kind === 'in-house') box.append(inHouseCard(next.ad, config));
    if (next.kind === 'support') box.append(supportMessage(config));
    window.clearTimeout(displayTimer);
    if (next.kind !== 'none') {
      displayTimer = window.setTimeout(() => logAdEvent('display', labelOf(next)), AD_DISPLAY_EVENT_DELAY_MS);
    }
  };

  try {
    box.dataset.adReady = '';
    if (isBot(navigator.userAgent)) return show({ kind: 'none' });
    // No network configured: nothing to wait for.
    if (!config.scriptUrl) return show(pickInHouseAd(config.inHouseAds, Math.random));
    const script = document.createElement('script');
    script.async = true;
    // The id ad networks look for to place their unit next to their script.
    script.id = '_carbonads_js';
    script.src = config.scriptUrl;
    host?.append(script);
    const networkShown = { kind: 'network' } as const;
    let fallback: Fallback | undefined;
    const look = (attempt: number) => {
      try {
        const { decision, lookAgain } = pollStep(attempt, Boolean(host?.querySelector(AD_NETWORK_SELECTOR)));
        if (decision === 'network') show(networkShown);
        else if (decision === 'blocked') show((fallback ??= chooseFallback(config.inHouseAds, Math.random)));
        if (lookAgain) lookTimer = window.setTimeout(() => look(attempt + 1), AD_POLL_INTERVAL_MS);
      } catch (error) {
        crash(error);
      }
    };
    look(1);
  } catch (error) {
    crash(error);
  }
}
