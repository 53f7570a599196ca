import { useId, useState } from 'react';
import { MAX_FEEDBACK_COMMENT, PAGE_RATINGS, type PageRating } from '../../core/site/events';
import { FaceIcon } from './icons';
import type { PageFeedbackState } from './session';

const LABELS: Record<PageRating, string> = { bad: 'Not helpful', ok: 'Somewhat helpful', good: 'Helpful' };

/**
 * The page's feedback control, as a published site has it: three faces, then an optional comment; sending it is a
 * `page_feedback`. Once sent, it thanks the visitor and keeps the rating shown.
 */
export function FeedbackControl({ state, onSend }: { state: PageFeedbackState | undefined; onSend: (rating: PageRating, comment: string) => Promise<void> }) {
  const id = useId();
  const [rating, setRating] = useState<PageRating | undefined>(state?.rating);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  if (state?.sent) {
    return (
      <section className="site-feedback" aria-label="Page feedback">
        <p className="site-feedback__thanks" role="status">
          Thanks for your feedback!
        </p>
      </section>
    );
  }
  const send = async () => {
    if (!rating) return;
    setSending(true);
    await onSend(rating, comment);
    setSending(false);
  };
  return (
    <section className="site-feedback" aria-label="Page feedback">
      {/* biome-ignore lint/a11y/useSemanticElements: three toggle buttons, one pressed at a time */}
      <div className="site-feedback__row" role="group" aria-labelledby={`${id}-question`}>
        <span id={`${id}-question`} className="site-feedback__question">
          Was this page helpful?
        </span>
        {PAGE_RATINGS.map((value, index) => (
          <button
            key={value}
            type="button"
            className="site-feedback__face"
            aria-label={LABELS[value]}
            title={LABELS[value]}
            aria-pressed={rating === value}
            onClick={() => setRating(value)}
          >
            <FaceIcon mood={index as 0 | 1 | 2} />
          </button>
        ))}
      </div>
      {rating && (
        <div className="site-feedback__more">
          <label htmlFor={`${id}-comment`} className="site-feedback__label">
            Tell us more (optional)
          </label>
          <textarea
            id={`${id}-comment`}
            className="site-feedback__comment"
            rows={3}
            maxLength={MAX_FEEDBACK_COMMENT}
            value={comment}
            placeholder="What was missing, or what helped?"
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="button" className="site-button site-button--primary" disabled={sending} onClick={send}>
            {sending ? 'Sending…' : 'Send feedback'}
          </button>
        </div>
      )}
    </section>
  );
}
