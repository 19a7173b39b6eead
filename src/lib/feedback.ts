export type Rating = 'yes' | 'no';

/** What a feedback submission POSTs, as JSON. */
export interface FeedbackPayload {
  rating: Rating;
  comment: string;
  /** Canonical pathname of the page (no language prefix). */
  page: string;
  language: string;
  productId: string;
  version: string;
}

/** localStorage key of the rating a reader gave a page; one rating per page, whatever the language. */
export const feedbackStorageKey = (canonicalPathname: string) => `mui-docs-feedback:${canonicalPathname}`;

export function parseStoredRating(value: string | null): Rating | undefined {
  return value === 'yes' || value === 'no' ? value : undefined;
}

/** A new-issue link about a page, with the reader's comment in its body. */
export function feedbackIssueUrl(repositoryUrl: string, page: { title: string; url: string }, comment: string): string {
  const body = [`Page: ${page.url}`, '', comment.trim() || '<!-- What is missing or wrong on this page? -->'].join(
    '\n',
  );
  const query = new URLSearchParams({ title: `[docs] Feedback on "${page.title}"`, body });
  return `${repositoryUrl.replace(/\/$/, '')}/issues/new?${query}`;
}

export type SubmitResult = 'sent' | 'failed';

/** POSTs the feedback; any network error or non-2xx answer is a failure. */
export async function submitFeedback(
  url: string,
  payload: FeedbackPayload,
  fetcher: (url: string, init: RequestInit) => Promise<{ ok: boolean }> = fetch,
): Promise<SubmitResult> {
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

/** Ctrl+Enter, or ⌘+Enter, sends the comment. */
export const isSubmitShortcut = (event: { key: string; ctrlKey: boolean; metaKey: boolean }) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);
