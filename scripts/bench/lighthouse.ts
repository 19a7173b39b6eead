import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

export interface LighthouseSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Lighthouse's mobile preset (its default), `runs` times per page; the median of each figure. */
export async function lighthouseRuns(origin: string, pages: Record<string, string>, runs: number): Promise<Record<string, LighthouseSummary>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const summaries: Record<string, LighthouseSummary> = {};
  try {
    for (const [name, page] of Object.entries(pages)) {
      const samples: LighthouseSummary[] = [];
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
      const pick = (key: keyof LighthouseSummary) => median(samples.map((sample) => sample[key]));
      summaries[name] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
      };
    }
  } finally {
    chrome.kill();
  }
  return summaries;
}
