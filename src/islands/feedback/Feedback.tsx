import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { feedbackEvent } from '../../lib/analytics/events';
import {
  feedbackIssueUrl,
  feedbackStorageKey,
  isSubmitShortcut,
  parseStoredRating,
  submitFeedback,
  type Rating,
} from '../../lib/feedback';
import type { IslandTranslations } from '../../lib/i18n';
import { track } from '../analytics/gtag';
import { useIslandStrings } from '../i18n';
import type { feedbackKeys } from './strings';
import './feedback.css';

interface Props {
  lang: string;
  /** Canonical pathname of the page. */
  page: string;
  title: string;
  /** Absolute URL of the page, for the issue link. */
  pageUrl: string;
  productId: string;
  version: string;
  /** Where feedback is POSTed; without one, ratings go to analytics and comments to an issue. */
  endpoint?: string | undefined;
  repositoryUrl: string;
  translations: IslandTranslations<(typeof feedbackKeys)[number]>;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

function storedRating(page: string): Rating | undefined {
  try {
    return parseStoredRating(localStorage.getItem(feedbackStorageKey(page)));
  } catch {
    return undefined;
  }
}

/** "Was this page helpful?" at the end of every page. */
export default function Feedback({
  lang,
  page,
  title,
  pageUrl,
  productId,
  version,
  endpoint,
  repositoryUrl,
  translations,
}: Props) {
  const strings = useIslandStrings(translations, lang);
  const commentId = useId();
  const [rating, setRating] = useState<Rating | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => setRating(storedRating(page)), [page]);

  function rate(value: Rating) {
    setRating(value);
    setFormOpen(true);
    setStatus('idle');
    try {
      localStorage.setItem(feedbackStorageKey(page), value);
    } catch {
      // The rating is still sent; it is just not remembered.
    }
    track(feedbackEvent(value, page));
  }

  const issueUrl = feedbackIssueUrl(repositoryUrl, { title, url: pageUrl }, comment);

  async function send(event?: SubmitEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (!endpoint || !rating || status === 'sending') return;
    setStatus('sending');
    const result = await submitFeedback(endpoint, {
      rating,
      comment: comment.trim(),
      page,
      language: lang,
      productId,
      version,
    });
    setStatus(result);
    if (result === 'sent') setComment('');
  }

  return (
    <section className="feedback" aria-labelledby={`${commentId}-question`} data-pagefind-ignore="">
      <div className="feedback-question">
        <h2 id={`${commentId}-question`}>{strings['feedback.question']}</h2>
        <div className="feedback-ratings">
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={rating === value}
              onClick={() => rate(value)}
              data-rating={value}
            >
              {strings[`feedback.${value}`]}
            </button>
          ))}
        </div>
      </div>
      {status === 'sent' && (
        <p className="feedback-message" role="status">
          {strings['feedback.submitted']}
        </p>
      )}
      {formOpen && rating && status !== 'sent' && (
        <form className="feedback-form" onSubmit={send}>
          <label htmlFor={commentId}>
            {rating === 'yes' ? strings['feedback.commentYes'] : strings['feedback.commentNo']}
          </label>
          <textarea
            id={commentId}
            rows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            onKeyDown={(event) => {
              if (isSubmitShortcut(event)) {
                event.preventDefault();
                if (endpoint) void send();
                else window.open(issueUrl, '_blank', 'noopener');
              }
            }}
            aria-describedby={`${commentId}-hint`}
          />
          <div className="feedback-actions">
            {endpoint ? (
              <button type="submit" disabled={status === 'sending'}>
                {status === 'sending' ? strings['feedback.sending'] : strings['feedback.submit']}
              </button>
            ) : (
              <a className="feedback-issue-button" href={issueUrl} target="_blank" rel="noopener">
                {strings['feedback.openIssueWithComment']}
              </a>
            )}
            <span id={`${commentId}-hint`} className="feedback-hint">
              {strings['feedback.submitHint']}
            </span>
          </div>
          {status === 'failed' && (
            <p className="feedback-error" role="alert">
              {strings['feedback.failed']}
            </p>
          )}
        </form>
      )}
      {rating === 'no' && endpoint && (
        <a className="feedback-issue-link" href={issueUrl} target="_blank" rel="noopener">
          {strings['feedback.openIssue']}
        </a>
      )}
    </section>
  );
}
