import { clickEvent, pageView, userProperties, vitalsSampling, webVitalsEvent } from '../../lib/analytics/events';
import { GA_SCRIPT_ORIGIN } from '../../lib/third-parties';
import { ensureGtag, track } from './gtag';

const VITALS_KEY = 'docs-web-vitals-sampled';

function sessionValue(key: string, write?: string): string | null {
  try {
    if (write !== undefined) sessionStorage.setItem(key, write);
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function themeMode(): string {
  try {
    return localStorage.getItem('mui-mode') ?? 'system';
  } catch {
    return 'system';
  }
}

function loadGaScript(gaId: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(gaId)}`;
  document.head.append(script);
}

/** Loads a third-party script only once the page is interactive and the browser is idle. */
function whenIdleAfterLoad(callback: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 5000 }) : setTimeout(callback, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Page view, reader properties, the click listener and sampled web vitals, for every page. */
export function startAnalytics(gaId: string | undefined): void {
  ensureGtag();
  if (gaId) {
    window.gtag('js', new Date());
    window.gtag('config', gaId, { send_page_view: false });
    whenIdleAfterLoad(() => loadGaScript(gaId));
  }
  const root = document.documentElement;
  track(
    userProperties({
      codeVariant: root.dataset.codeVariant ?? 'TS',
      codeStyling: root.dataset.codeStyling ?? 'MUI System',
      userLanguage: (root.lang || 'en').split('-')[0] ?? 'en',
      devicePixelRatio: window.devicePixelRatio,
      prefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
      themeMode: themeMode(),
    }),
  );
  track(pageView({ title: document.title, location: window.location.href, pathname: window.location.pathname }));

  document.addEventListener('click', (event) => {
    const element =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-ga-event-category]') : null;
    if (!element) return;
    const call = clickEvent(element.dataset, Math.random());
    if (call) track(call);
  });

  const sampling = vitalsSampling(sessionValue(VITALS_KEY), Math.random());
  sessionValue(VITALS_KEY, sampling.store);
  if (sampling.sampled) {
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = (metric: { id: string; name: string; value: number; delta: number; rating: string }) =>
        track(webVitalsEvent(metric));
      onCLS(report);
      onFCP(report);
      onINP(report);
      onLCP(report);
      onTTFB(report);
    });
  }
}
