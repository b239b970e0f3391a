import { PLATFORM_NAMES, type ReviewCase, type ReviewCaseReview } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button/button';
import { Stars } from '@/components/stars/stars';
import { toast } from '@/components/toaster/toast';
import { apiErrorText } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { useCaseAction } from '../api/review-cases';

export interface CaseItemProps {
  item: ReviewCase;
  /** Asks for the reason to remove the case's held reviews: all of them, or the one `review`. */
  onRemove: (review?: ReviewCaseReview) => void;
}

/**
 * One case: the creator page, when it opened, the ratings, and every review with its evidence
 * (account, its age and e-mail state, other reviews, hashed address and browser, the signals);
 * Release all and Remove all decide its held reviews in one action, each review's own Release and
 * Remove that review alone.
 */
export function CaseItem({ item, onRemove }: CaseItemProps) {
  const { t, i18n } = useTranslation();
  const action = useCaseAction();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const time = (value: string) => format.format(new Date(value));
  const { creator } = item;

  const open = item.status === 'open';
  const release = async (review?: ReviewCaseReview) => {
    try {
      const decided = await action.mutateAsync({ kind: 'release', caseId: item.id, reviewId: review?.id });
      toast.success(t('moderation.cases.released', { count: decided.reviews }));
    } catch (error) {
      toast.error(apiErrorText(error));
    }
  };

  return (
    <article
      className="queue-item case-item"
      data-testid="case-item"
      aria-label={t('moderation.cases.itemLabel', { id: item.id })}
    >
      <header className="stack queue-item__head">
        <p className="queue-item__count">
          <Link to={paths.creator(creator.username)}>{creator.name ?? creator.username}</Link>{' '}
          <span className="queue-item__meta">
            @{creator.username} · {PLATFORM_NAMES[creator.platform]}
          </span>
        </p>
        <p className="queue-item__meta">
          {t('moderation.cases.summary', { count: item.reviewCount, date: time(item.openedAt) })}
          {item.status !== 'open' && (
            <>
              {' · '}
              <span className="queue-item__outcome">{t(`moderation.cases.status.${item.status}`)}</span>
              {item.decidedAt && ` ${time(item.decidedAt)}`}
            </>
          )}
        </p>
        <p className="queue-item__meta cluster case-item__ratings">
          {t('moderation.cases.ratings')}:{' '}
          {([5, 4, 3, 2, 1] as const).map((stars) => (
            <span key={stars} className="case-item__rating">
              {t('moderation.cases.ratingCount', { stars, count: item.ratingBreakdown[stars] })}
            </span>
          ))}
        </p>
        {item.decisionReason && (
          <p className="queue-item__meta">{t('moderation.cases.reasonShown', { reason: item.decisionReason })}</p>
        )}
      </header>
      <div className="table-scroll case-item__scroll">
        <table className="data-table case-item__table">
          <caption className="visually-hidden">{t('moderation.cases.evidence')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('moderation.cases.columns.when')}</th>
              <th scope="col">{t('moderation.cases.columns.rating')}</th>
              <th scope="col">{t('moderation.cases.columns.review')}</th>
              <th scope="col">{t('moderation.cases.columns.account')}</th>
              <th scope="col">{t('moderation.cases.columns.age')}</th>
              <th scope="col">{t('moderation.cases.columns.address')}</th>
              <th scope="col">{t('moderation.cases.columns.browser')}</th>
              <th scope="col">{t('moderation.cases.columns.signals')}</th>
              <th scope="col">{t('moderation.cases.columns.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {item.reviews.map((review) => (
              <tr key={review.id}>
                <td data-label={t('moderation.cases.columns.when')}>
                  <time dateTime={review.createdAt}>{time(review.createdAt)}</time>
                </td>
                <td data-label={t('moderation.cases.columns.rating')}>
                  <Stars rating={review.rating} />
                </td>
                <td data-label={t('moderation.cases.columns.review')} className="case-item__comment">
                  {review.comment}
                </td>
                <td data-label={t('moderation.cases.columns.account')} className="case-item__account">
                  <span className="case-item__name">{review.account.name}</span>
                  <span className="case-item__sub">{review.account.email}</span>
                  <span className="case-item__sub">
                    {review.account.confirmed ? t('moderation.cases.confirmed') : t('moderation.cases.unconfirmed')}
                    {' · '}
                    {t('moderation.cases.otherReviews', { count: review.account.otherReviews })}
                  </span>
                </td>
                <td data-label={t('moderation.cases.columns.age')}>
                  {t('moderation.cases.ageDays', { count: review.account.ageDays })}
                </td>
                <td data-label={t('moderation.cases.columns.address')}>
                  <code>{review.addressHash ?? '—'}</code>
                </td>
                <td data-label={t('moderation.cases.columns.browser')}>
                  <code>{review.deviceHash ?? '—'}</code>
                </td>
                <td data-label={t('moderation.cases.columns.signals')}>
                  {review.signals.length === 0
                    ? '—'
                    : review.signals.map((signal) => t(`moderation.cases.signals.${signal}`)).join(', ')}
                </td>
                <td data-label={t('moderation.cases.columns.decision')}>
                  {open && review.held ? (
                    <span className="cluster case-item__review-actions">
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={action.isPending}
                        aria-label={t('moderation.cases.releaseOneLabel', { name: review.account.name })}
                        onClick={() => void release(review)}
                      >
                        {t('moderation.cases.releaseOne')}
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        aria-label={t('moderation.cases.removeOneLabel', { name: review.account.name })}
                        onClick={() => onRemove(review)}
                      >
                        {t('moderation.cases.removeOne.action')}
                      </Button>
                    </span>
                  ) : (
                    <span data-testid="case-review-outcome">
                      {t(`moderation.cases.outcome.${review.outcome ?? 'held'}`)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && (
        <footer className="cluster queue-item__actions">
          <Button variant="danger" size="sm" onClick={() => onRemove()}>
            {t('moderation.cases.remove.action')}
          </Button>
          <Button variant="secondary" size="sm" loading={action.isPending} onClick={() => void release()}>
            {t('moderation.cases.release')}
          </Button>
        </footer>
      )}
    </article>
  );
}
