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
  /** Where ratings and comments are POSTed; without one, ratings go to analytics only. */
  endpoint?: string | undefined;
  /** This site's repository: without an endpoint, a comment becomes an issue there. */
  repositoryUrl?: string | undefined;
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

/**
 * "Was this page helpful?" at the end of every page. A rating is recorded at once (POSTed to
 * the endpoint when there is one, and sent to analytics) and thanked; a comment is then
 * optional: POSTed to the endpoint, or, without one, turned into a GitHub issue that the reader
 * is told about before leaving the page. With neither, there is no comment box.
 */
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

  async function post(value: Rating, text: string) {
    if (!endpoint) return setStatus('sent');
    setStatus('sending');
    const result = await submitFeedback(endpoint, {
      rating: value,
      comment: text,
      page,
      language: lang,
      productId,
      version,
    });
    setStatus(result);
    if (result === 'sent' && text !== '') {
      setComment('');
      setFormOpen(false);
    }
  }

  function rate(value: Rating) {
    if (status === 'sending') return;
    setRating(value);
    setFormOpen(true);
    try {
      localStorage.setItem(feedbackStorageKey(page), value);
    } catch {
      // The rating is still sent; it is just not remembered.
    }
    track(feedbackEvent(value, page));
    void post(value, '');
  }

  const issueUrl = repositoryUrl && feedbackIssueUrl(repositoryUrl, { title, url: pageUrl }, comment);
  const canComment = Boolean(endpoint || issueUrl);

  function send(event?: SubmitEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (!endpoint || !rating || status === 'sending' || comment.trim() === '') return;
    void post(rating, comment.trim());
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
      <p className="feedback-message" role="status">
        {status === 'sent' ? strings['feedback.submitted'] : ''}
      </p>
      {status === 'failed' && (
        <p className="feedback-error" role="alert">
          {strings['feedback.failed']}
        </p>
      )}
      {formOpen && rating && canComment && (
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
                if (endpoint) send();
                else if (issueUrl) window.open(issueUrl, '_blank', 'noopener');
              }
            }}
            aria-describedby={`${commentId}-hint`}
          />
          <div className="feedback-actions">
            {endpoint ? (
              <button type="submit" disabled={status === 'sending' || comment.trim() === ''}>
                {status === 'sending' ? strings['feedback.sending'] : strings['feedback.submit']}
              </button>
            ) : (
              <a className="feedback-issue-button" href={issueUrl} target="_blank" rel="noopener">
                {strings['feedback.openIssueWithComment']}
              </a>
            )}
            <span id={`${commentId}-hint`} className="feedback-hint">
              {endpoint
                ? strings['feedback.submitHint']
                : strings['feedback.issueNotice'].replace('{repository}', repositoryUrl?.replace('https://', '') ?? '')}
            </span>
          </div>
        </form>
      )}
      {rating === 'no' && endpoint && issueUrl && (
        <a className="feedback-issue-link" href={issueUrl} target="_blank" rel="noopener">
          {strings['feedback.openIssue']}
        </a>
      )}
    </section>
  );
}
