import type { Page } from '@playwright/test';

// Pro and Premium demos run without a licence key in this build: the packages then log this
// on purpose (and show their watermark). Any other message is a problem.
const EXPECTED = [/^\*+\s+MUI X: Missing license key\./];

/** Collects console errors, warnings about hydration, and uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (EXPECTED.some((pattern) => pattern.test(text))) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) {
      const where = message.location().url;
      problems.push(`${message.type()}: ${text}${where ? ` (${where})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
