import { getProductInfo } from '../paths';

/** One call to `gtag(...)`. */
export type GtagCall = ['event', string, Record<string, unknown>] | ['set', 'user_properties', Record<string, unknown>];

export function pageView(input: { title: string; location: string; pathname: string }): GtagCall {
  const { productId, productCategoryId } = getProductInfo(input.pathname);
  return [
    'event',
    'page_view',
    { page_title: input.title, page_location: input.location, productId, productCategoryId },
  ];
}

export interface ReaderContext {
  codeVariant: string;
  codeStyling: string;
  userLanguage: string;
  devicePixelRatio: number;
  prefersDark: boolean;
  themeMode: string;
}

export function userProperties(reader: ReaderContext): GtagCall {
  return [
    'set',
    'user_properties',
    {
      codeVariant: reader.codeVariant,
      codeStylingVariant: reader.codeStyling,
      userLanguage: reader.userLanguage,
      devicePixelRatio: Math.round(reader.devicePixelRatio * 10) / 10,
      colorSchemeOS: reader.prefersDark ? 'dark' : 'light',
      themeMode: reader.themeMode,
    },
  ];
}

/** The `data-ga-event-*` attributes of a clicked element. */
export interface ClickAttributes {
  gaEventCategory?: string | undefined;
  gaEventAction?: string | undefined;
  gaEventLabel?: string | undefined;
  /** Share of clicks to send, 0 to 1; all when absent. */
  gaEventSplit?: string | undefined;
}

/** The event a click sends, or null when it has no category or falls outside the sample. */
export function clickEvent(attributes: ClickAttributes, random: number): GtagCall | null {
  const category = attributes.gaEventCategory;
  if (!category) return null;
  const split = attributes.gaEventSplit === undefined ? 1 : Number(attributes.gaEventSplit);
  if (!(split > 0) || random >= split) return null;
  return ['event', category, { eventAction: attributes.gaEventAction ?? 'click', eventLabel: attributes.gaEventLabel }];
}

export interface VitalsMetric {
  id: string;
  name: string;
  value: number;
  delta: number;
  rating?: string;
}

export function webVitalsEvent(metric: VitalsMetric): GtagCall {
  // GA wants integers; CLS is a small unitless number, so it is sent in thousandths.
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return [
    'event',
    metric.name,
    {
      value: Math.round(metric.value * scale),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_label: metric.rating ?? 'web-vitals',
      non_interaction: true,
    },
  ];
}

export type AdAction = 'display' | 'click' | 'crash';

export function adEvent(action: AdAction, label: string): GtagCall {
  return ['event', 'ad', { eventAction: action, eventLabel: label }];
}

export function feedbackEvent(rating: 'yes' | 'no', page: string): GtagCall {
  return ['event', 'feedback', { eventAction: rating, eventLabel: page }];
}

export const WEB_VITALS_SAMPLE_RATE = 0.0001;

/**
 * Whether this session reports web vitals: decided once and kept for the session, so a
 * sampled reader is followed across pages. Returns the value to store.
 */
export function vitalsSampling(
  stored: string | null,
  random: number,
  rate = WEB_VITALS_SAMPLE_RATE,
): { sampled: boolean; store: string } {
  if (stored === 'yes' || stored === 'no') return { sampled: stored === 'yes', store: stored };
  const sampled = random < rate;
  return { sampled, store: sampled ? 'yes' : 'no' };
}
