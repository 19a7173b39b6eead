import type { Page } from '@playwright/test';
import { PREVIEW_ORIGIN } from './origin';

// Pro and Premium demos run without a licence key in this build: the packages then log this
// on purpose (and show their watermark). Any other message is a problem.
const EXPECTED = [/^\*+\s+MUI X: Missing license key\./];

/**
 * Collects console errors, warnings about hydration (every warning with `warnings`), and
 * uncaught exceptions of a page.
 */
export function watchConsole(page: Page, { warnings = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (EXPECTED.some((pattern) => pattern.test(text))) return;
    const type = message.type();
    if (type === 'error' || (warnings && type === 'warning') || /hydrat/i.test(text)) {
      const where = message.location().url;
      problems.push(`${type}: ${text}${where ? ` (${where})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Collects the requests to the site itself that fail or answer with an error status. */
export function watchOwnRequests(page: Page): string[] {
  const failures: string[] = [];
  const own = (url: string) => url.startsWith(PREVIEW_ORIGIN);
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the page was still loading: not the site's fault.
    if (own(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      failures.push(`${request.failure()?.errorText}: ${request.url()}`);
    }
  });
  page.on('response', (response) => {
    if (own(response.url()) && response.status() >= 400) failures.push(`${response.status()}: ${response.url()}`);
  });
  return failures;
}
