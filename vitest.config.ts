import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      // Pure logic and sources: no build needed. The limit guards against hangs: highlighting or
      // rendering every demo takes seconds, and several times that on a busy two-core machine.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 60_000 } },
      // The built site (dist/, from `astro build --mode test`), read as files: no browser.
      { extends: true, test: { name: 'built', include: ['tests/built/**/*.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
