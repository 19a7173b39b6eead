import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { AD_BLOCKER_AFTER_POLLS, AD_POLL_MAX } from '../../src/lib/ads/constants';
import { chooseFallback, isBot, pickInHouseAd, pollStep, type InHouseAd } from '../../src/lib/ads/flow';
import { fetchInlineAd, impressionPixels, pickInlineAd } from '../../src/lib/ads/inline';
import {
  adEvent,
  clickEvent,
  pageView,
  userProperties,
  vitalsSampling,
  webVitalsEvent,
} from '../../src/lib/analytics/events';
import { feedbackIssueUrl, parseStoredRating, submitFeedback } from '../../src/lib/feedback';
import { readThirdPartyConfig, thirdPartyOrigins } from '../../src/lib/third-parties';
import { shouldRegisterServiceWorker, urlsToKeep } from '../../src/lib/service-worker';
import { inHouseAds } from '../../src/data/in-house-ads';
import { useAdConfig, useDocsConfig } from '../../src/islands/ads/context';

const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('the ad poll', () => {
  it('waits six looks, then assumes a blocker, and keeps looking up to the last poll', () => {
    expect(pollStep(1, false)).toEqual({ decision: 'waiting', lookAgain: true });
    expect(pollStep(AD_BLOCKER_AFTER_POLLS, false).decision).toBe('waiting');
    expect(pollStep(AD_BLOCKER_AFTER_POLLS + 1, false)).toEqual({ decision: 'blocked', lookAgain: true });
    expect(pollStep(AD_POLL_MAX, false)).toEqual({ decision: 'blocked', lookAgain: false });
  });

  it('stops as soon as the network element is there, even after a blocker was assumed', () => {
    expect(pollStep(3, true)).toEqual({ decision: 'network', lookAgain: false });
    expect(pollStep(20, true)).toEqual({ decision: 'network', lookAgain: false });
  });
});

describe('the ad-blocker fallback', () => {
  const ads = inHouseAds.en;

  it('asks for support 20% of the time, otherwise shows an in-house ad', () => {
    expect(chooseFallback(ads, sequence(0.19))).toEqual({ kind: 'support' });
    expect(chooseFallback(ads, sequence(0.2, 0.99))).toEqual({ kind: 'in-house', ad: ads[ads.length - 1] });
    expect(chooseFallback(ads, sequence(0.5, 0))).toEqual({ kind: 'in-house', ad: ads[0] });
  });

  it('falls back to the support message when there are no in-house ads', () => {
    expect(pickInHouseAd([], Math.random)).toEqual({ kind: 'support' });
  });

  it('has complete in-house ads in both languages, with local links and images', () => {
    for (const list of Object.values(inHouseAds)) {
      expect(list.length).toBeGreaterThan(0);
      for (const ad of list as InHouseAd[]) {
        expect(ad.link).toMatch(/^\//);
        expect(ad.img).toMatch(/^\/ads\/.+\.svg$/);
        expect(ad.name && ad.description && ad.poweredby && ad.label).toBeTruthy();
      }
    }
  });

  it('recognises bots', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36',
      ),
    ).toBe(true);
    expect(
      isBot('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15'),
    ).toBe(false);
  });
});

describe('the inline ad', () => {
  const response = {
    ads: [
      { description: 'no statlink' },
      {
        statlink: 'https://ads.example/c',
        statimp: 'https://ads.example/i',
        image: 'https://ads.example/a.png',
        company: 'Co',
        description: 'Desc',
        pixel: 'https://p.example/1?t=[timestamp]||https://p.example/2?t=[timestamp]',
        timestamp: 42,
      },
    ],
  };

  it('takes the first ad with a statlink and lists its pixels with the timestamp filled in', () => {
    const ad = pickInlineAd(response);
    expect(ad?.company).toBe('Co');
    expect(impressionPixels(ad!)).toEqual([
      'https://ads.example/i',
      'https://p.example/1?t=42',
      'https://p.example/2?t=42',
    ]);
    expect(pickInlineAd({ ads: [{ description: 'x' }] })).toBeNull();
    expect(pickInlineAd('nonsense')).toBeNull();
  });

  it('drops pixels that are not web URLs', () => {
    expect(
      impressionPixels({
        statlink: 's',
        image: 'i',
        company: '',
        description: '',
        pixel: 'javascript:alert(1)||https://ok.example/p',
      }),
    ).toEqual(['https://ok.example/p']);
  });

  it('retries a failing list up to ten times, then gives up with null', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      if (calls <= 9) throw new Error('offline');
      return { ok: true, json: async () => response };
    };
    expect((await fetchInlineAd('u', failing))?.company).toBe('Co');
    expect(calls).toBe(10);
    calls = 0;
    const broken = async () => {
      calls += 1;
      return { ok: false, json: async () => ({}) };
    };
    expect(await fetchInlineAd('u', broken)).toBeNull();
    expect(calls).toBe(11);
  });
});

describe('analytics payloads', () => {
  it('page_view carries the product ids of the page', () => {
    expect(
      pageView({
        title: 'Pagination - MUI X',
        location: 'https://x/zh/x/react-data-grid/pagination',
        pathname: '/zh/x/react-data-grid/pagination',
      }),
    ).toEqual([
      'event',
      'page_view',
      {
        page_title: 'Pagination - MUI X',
        page_location: 'https://x/zh/x/react-data-grid/pagination',
        productId: 'x-data-grid',
        productCategoryId: 'x',
      },
    ]);
  });

  it('user properties name the reader’s settings', () => {
    const [, , properties] = userProperties({
      codeVariant: 'JS',
      codeStyling: 'Tailwind',
      userLanguage: 'zh',
      devicePixelRatio: 2.625,
      prefersDark: true,
      themeMode: 'system',
    });
    expect(properties).toEqual({
      codeVariant: 'JS',
      codeStylingVariant: 'Tailwind',
      userLanguage: 'zh',
      devicePixelRatio: 2.6,
      colorSchemeOS: 'dark',
      themeMode: 'system',
    });
  });

  it('clicks send their category, action and label, sampled by split', () => {
    expect(clickEvent({ gaEventCategory: 'sponsor', gaEventAction: 'drawer', gaEventLabel: 'Acme' }, 0.99)).toEqual([
      'event',
      'sponsor',
      { eventAction: 'drawer', eventLabel: 'Acme' },
    ]);
    expect(clickEvent({ gaEventCategory: 'x', gaEventSplit: '0.1' }, 0.05)).not.toBeNull();
    expect(clickEvent({ gaEventCategory: 'x', gaEventSplit: '0.1' }, 0.5)).toBeNull();
    expect(clickEvent({ gaEventAction: 'orphan' }, 0)).toBeNull();
  });

  it('web vitals are integers for GA, with the raw numbers alongside', () => {
    expect(webVitalsEvent({ id: 'v5-1', name: 'CLS', value: 0.0123, delta: 0.01, rating: 'good' })).toEqual([
      'event',
      'CLS',
      {
        value: 12,
        metric_id: 'v5-1',
        metric_value: 0.0123,
        metric_delta: 0.01,
        metric_label: 'good',
        non_interaction: true,
      },
    ]);
  });

  it('decides web-vitals sampling once per session', () => {
    expect(vitalsSampling(null, 0.00001)).toEqual({ sampled: true, store: 'yes' });
    expect(vitalsSampling(null, 0.5)).toEqual({ sampled: false, store: 'no' });
    expect(vitalsSampling('yes', 0.9).sampled).toBe(true);
    expect(vitalsSampling('no', 0).sampled).toBe(false);
  });

  it('ad events are of type ad', () => {
    expect(adEvent('crash', 'side')).toEqual(['event', 'ad', { eventAction: 'crash', eventLabel: 'side' }]);
  });
});

describe('feedback', () => {
  it('posts JSON and reports any failure the same way', async () => {
    const payload = {
      rating: 'no' as const,
      comment: 'Missing a server example',
      page: '/x/react-data-grid/pagination',
      language: 'en',
      productId: 'x-data-grid',
      version: 'v8.29.3',
    };
    const seen: RequestInit[] = [];
    expect(
      await submitFeedback('https://f.example', payload, async (_url, init) => (seen.push(init), { ok: true })),
    ).toBe('sent');
    expect(JSON.parse(String(seen[0]?.body))).toEqual(payload);
    expect(await submitFeedback('https://f.example', payload, async () => ({ ok: false }))).toBe('failed');
    expect(await submitFeedback('https://f.example', payload, async () => Promise.reject(new Error('offline')))).toBe(
      'failed',
    );
  });

  it('builds an issue link naming the page, with the comment', () => {
    const url = new URL(
      feedbackIssueUrl('https://github.com/o/r/', { title: 'Pagination', url: 'https://docs/x/p' }, 'Typo in step 2'),
    );
    expect(url.pathname).toBe('/o/r/issues/new');
    expect(url.searchParams.get('title')).toBe('[docs] Feedback on "Pagination"');
    expect(url.searchParams.get('body')).toBe('Page: https://docs/x/p\n\nTypo in step 2');
  });

  it('reads back only valid stored ratings', () => {
    expect(parseStoredRating('yes')).toBe('yes');
    expect(parseStoredRating('maybe')).toBeUndefined();
  });
});

describe('third-party configuration', () => {
  it('is empty by default and reads the public values', () => {
    expect(readThirdPartyConfig({})).toEqual({});
    expect(
      readThirdPartyConfig({ PUBLIC_GA_ID: 'G-ABC123', PUBLIC_FEEDBACK_URL: 'https://feedback.example/api' }),
    ).toEqual({
      gaId: 'G-ABC123',
      feedbackUrl: 'https://feedback.example/api',
    });
  });

  it('names the variable of a bad value', () => {
    expect(() => readThirdPartyConfig({ PUBLIC_AD_ENDPOINT: 'ads.json' })).toThrow(
      'PUBLIC_AD_ENDPOINT must be an absolute URL, got "ads.json".',
    );
    expect(() => readThirdPartyConfig({ PUBLIC_FEEDBACK_URL: 'http://feedback.example' })).toThrow(
      /PUBLIC_FEEDBACK_URL must use https/,
    );
    expect(() => readThirdPartyConfig({ PUBLIC_GA_ID: 'UA-1' })).toThrow(/PUBLIC_GA_ID/);
  });

  it('lists only the origins of enabled third parties', () => {
    expect(thirdPartyOrigins({})).toEqual({ script: [], connect: [], img: [] });
    expect(thirdPartyOrigins({ adEndpoint: 'https://srv.ads.example/list.json' }).connect).toEqual([
      'https://srv.ads.example',
    ]);
  });
});

describe('service worker', () => {
  it('registers only on a host that contains the docs domain', () => {
    expect(shouldRegisterServiceWorker('mui.com', 'mui.com')).toBe(true);
    expect(shouldRegisterServiceWorker('next.mui.com', 'mui.com')).toBe(true);
    expect(shouldRegisterServiceWorker('127.0.0.1', 'mui.com')).toBe(false);
    expect(shouldRegisterServiceWorker('localhost', '')).toBe(false);
  });

  it('keeps the page and its same-origin resources, not the worker itself', () => {
    expect(
      urlsToKeep('https://mui.com/x/a#s', [
        'https://mui.com/_astro/a.js',
        'https://cdn.example/b.js',
        'https://mui.com/x/sw.js',
      ]),
    ).toEqual(['https://mui.com/x/a', 'https://mui.com/_astro/a.js']);
  });
});

describe('ad contexts', () => {
  it('say which context is missing', () => {
    const AdOnly = () => (useAdConfig(), null);
    const DocsOnly = () => (useDocsConfig(), null);
    expect(() => renderToString(createElement(AdOnly))).toThrow('Missing ad config context');
    expect(() => renderToString(createElement(DocsOnly))).toThrow('Missing docs config context');
  });
});
