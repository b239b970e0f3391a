import { REPORT_REASONS, type ReportedReview } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { Button } from '@/components/button/button';
import { ReviewCard } from '@/components/review-card/review-card';
import { apiErrorText } from '@/lib/api-client';
import type { Review } from '@/types/api';
import { useModerationAction } from '../api/moderation';
import { useFormats } from '@/lib/formats';

export interface QueueItemProps {
  item: ReportedReview;
  onHide: (review: Review) => void;
}

/** One reported review: the reports (count, reasons, latest details), the real author, the review and the actions. */
export function QueueItem({ item, onHide }: QueueItemProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const action = useModerationAction();
  const { review } = item;
  const reasons = REPORT_REASONS.filter((reason) => item.reasons[reason] > 0);

  const run = async (kind: 'restore' | 'dismiss') => {
    try {
      await action.mutateAsync(kind === 'restore' ? { kind, reviewId: review.id } : { kind, reportId: item.reportId });
      toast.success(t(`moderation.queue.${kind}Done`));
    } catch (error) {
      toast.error(apiErrorText(error));
    }
  };

  return (
    <article
      className="queue-item"
      data-testid="queue-item"
      aria-label={t('moderation.queue.itemLabel', { id: review.id })}
    >
      <header className="stack queue-item__head">
        <p className="queue-item__count">{t('moderation.queue.reports', { count: item.reportCount })}</p>
        <ul role="list" className="cluster queue-item__reasons" aria-label={t('moderation.queue.reasons')}>
          {reasons.map((reason) => (
            <li key={reason} className="queue-item__reason">
              {t(`components.reportDialog.reasons.${reason}`)} × {item.reasons[reason]}
            </li>
          ))}
        </ul>
        <p className="queue-item__meta">
          {t('moderation.queue.firstReported', { date: formats.date(item.firstReportedAt) })}
          {' · '}
          {t('moderation.queue.author', { name: item.author.name, email: item.author.email })}{' '}
          <span
            className={item.author.confirmed ? 'queue-item__confirmed' : 'queue-item__unconfirmed'}
            data-testid="author-confirmation"
          >
            ({item.author.confirmed ? t('moderation.queue.confirmed') : t('moderation.queue.unconfirmed')})
          </span>
          {item.outcome && (
            <>
              {' · '}
              <span className="queue-item__outcome">
                {item.outcome === 'hidden'
                  ? t('moderation.queue.outcome.hidden')
                  : t('moderation.queue.outcome.dismissed')}
              </span>
            </>
          )}
        </p>
        {item.latestDetails && (
          <blockquote className="queue-item__details">
            <span className="visually-hidden">{t('moderation.queue.latestDetails')}: </span>
            {item.latestDetails}
          </blockquote>
        )}
      </header>
      <ReviewCard review={review} readOnly />
      <footer className="cluster queue-item__actions">
        {review.hidden ? (
          <Button variant="secondary" size="sm" loading={action.isPending} onClick={() => void run('restore')}>
            {t('moderation.queue.restore')}
          </Button>
        ) : (
          <Button variant="danger" size="sm" onClick={() => onHide(review)}>
            {t('moderation.queue.hide')}
          </Button>
        )}
        {!item.outcome && (
          <Button variant="secondary" size="sm" loading={action.isPending} onClick={() => void run('dismiss')}>
            {t('moderation.queue.dismiss')}
          </Button>
        )}
      </footer>
    </article>
  );
}
