import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import { PREVIEW_PORT as port } from './tests/e2e/origin';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Guards against hangs, not speed checks: every wait is for a condition, and on a busy
  // two-core machine a condition can take several seconds to come true.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'site', testIgnore: /base-path\.spec\.ts/ },
    // Builds the site again under a base path: after the rest, so its build slows no other test.
    { name: 'base path', testMatch: /base-path\.spec\.ts/, dependencies: ['site'] },
  ],
  webServer: [
    {
      // The site is built by `npm run test:e2e` (astro build --mode test) before Playwright starts.
      command: `npx astro preview --host 127.0.0.1 --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The ad network, pixels and feedback endpoint that .env.test points the build at.
      command: 'node tests/fixtures/third-party-server.mjs',
      url: 'http://127.0.0.1:4399/',
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
  ],
});
