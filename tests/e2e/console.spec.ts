import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fileOf } from '../built/html';
import { watchConsole } from './console';
import { hydrateAll } from './hydrate';
import { templatePages } from './site-data';

const FIXTURES_ORIGIN = 'http://127.0.0.1:4399';

// One page of each template in each language, scrolled through so that every island and demo
// on it hydrates. Demos of every page are rendered in Node by tests/unit/demos-render.test.ts.
for (const path of templatePages) {
  const chinese = `/zh${path}`;
  for (const url of existsSync(fileOf(chinese)) ? [path, chinese] : [path]) {
    test(`no console error, hydration warning or unconfigured third party on ${url}`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const problems = watchConsole(page);
      const foreign = new Set<string>();
      page.on('request', (request) => {
        const requested = new URL(request.url());
        // The build under test points its third parties at the loopback fixtures (.env.test).
        if (
          requested.protocol.startsWith('http') &&
          requested.origin !== origin &&
          requested.origin !== FIXTURES_ORIGIN
        )
          foreign.add(requested.origin);
      });
      const response = await page.goto(url);
      await hydrateAll(page);
      await page.waitForLoadState('networkidle');
      // The 404 page answers 404 on purpose; the browser logs that for the document itself.
      const documentStatus = `${response?.status()} (Not Found) (${page.url()})`;
      expect(problems.filter((problem) => !problem.endsWith(documentStatus))).toEqual([]);
      expect([...foreign]).toEqual([]);
    });
  }
}
