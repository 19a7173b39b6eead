import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** The median of each figure over the runs of a page, and the worst run's figure beside it. */
export interface LighthouseSummary extends LighthouseFigures {
  runs: number;
  worst: LighthouseFigures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** Scores are worst at their lowest, timings and shifts at their highest. */
const HIGHER_IS_BETTER: Record<keyof LighthouseFigures, boolean> = {
  performance: true,
  accessibility: true,
  bestPractices: true,
  seo: true,
  lcp: false,
  tbt: false,
  cls: false,
};

export function summarize(samples: LighthouseFigures[]): LighthouseSummary {
  const keys = Object.keys(HIGHER_IS_BETTER) as (keyof LighthouseFigures)[];
  const pick = (choose: (values: number[], key: keyof LighthouseFigures) => number) =>
    Object.fromEntries(keys.map((key) => [key, choose(samples.map((sample) => sample[key]), key)])) as unknown as LighthouseFigures;
  return {
    ...pick((values) => median(values)),
    runs: samples.length,
    worst: pick((values, key) => (HIGHER_IS_BETTER[key] ? Math.min(...values) : Math.max(...values))),
  };
}

/** Lighthouse's mobile preset (its default), `runs` times per page: the median and the worst of each figure. */
export async function lighthouseRuns(origin: string, pages: Record<string, string>, runs: number): Promise<Record<string, LighthouseSummary>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const summaries: Record<string, LighthouseSummary> = {};
  try {
    for (const [name, page] of Object.entries(pages)) {
      const samples: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
        // A page that failed to load still gets a report, with every score null.
        if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        });
      }
      summaries[name] = summarize(samples);
    }
  } finally {
    chrome.kill();
  }
  return summaries;
}
