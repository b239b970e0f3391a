import { RATING_STEPS } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Stars } from '@/components/stars/stars';
import type { Creator, CreatorDetails } from '@/types/api';
import { paths } from '@/config/paths';
import { useFormats } from '@/lib/formats';
import { RatingTrend } from './rating-trend';

export interface RatingSummaryProps {
  statistic: Creator['reviewsStatistic'];
  /** The page (its monthly rating trend shows under the bars). */
  creatorId: number;
  /** The star count the list is filtered by, if any. */
  selected?: number;
  /** Given: each bar is a button that filters the list by its stars. */
  onSelect?: (star: number) => void;
  /** How often the page's own creator reported its reviews: a line once there is one. */
  creatorReports?: CreatorDetails['creatorReports'];
}

/**
 * The average rating, 'from N reviews', one bar per star from 5 down to 1 (filters when clicked),
 * the monthly trend, how many reviews the creator reported and how many of those were removed, and
 * a link to how reviews work (the guidelines' section on the rating).
 */
export function RatingSummary({ statistic, creatorId, selected, onSelect, creatorReports }: RatingSummaryProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { rating, reviewCount, ratingBreakdown } = statistic;
  const stars = [...RATING_STEPS].reverse();
  return (
    <section
      className="surface stack rating-summary"
      aria-label={t('creator.reviews.summary')}
      data-testid="rating-summary"
    >
      <div className="rating-summary__average">
        <p className="rating-summary__value">
          <span className="visually-hidden">{t('creator.reviews.average')}: </span>
          {formats.decimal(rating, 1)}
        </p>
        <div className="stack rating-summary__meta">
          <Stars rating={rating} size="md" />
          <p className="rating-summary__from">{t('creator.reviews.from', { count: reviewCount })}</p>
        </div>
      </div>
      <ul role="list" className="stack rating-summary__bars">
        {stars.map((star) => {
          const count = ratingBreakdown[star];
          const share = reviewCount > 0 ? (count / reviewCount) * 100 : 0;
          return (
            <li key={star} className="rating-summary__bar-item" data-testid={`rating-bar-${star}`} data-count={count}>
              {onSelect ? (
                <button
                  type="button"
                  className="rating-summary__bar rating-summary__bar--button"
                  aria-pressed={selected === star}
                  onClick={() => onSelect(star)}
                >
                  <span className="visually-hidden">{t('creator.reviews.filterBar', { star, count })}</span>
                  <BarContent star={star} count={count} share={share} />
                </button>
              ) : (
                <span className="rating-summary__bar">
                  <span className="visually-hidden">{t('creator.reviews.bar', { star, count })}</span>
                  <BarContent star={star} count={count} share={share} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <RatingTrend creatorId={creatorId} reviewCount={reviewCount} />
      {creatorReports && creatorReports.reported > 0 && (
        <p className="rating-summary__owner-reports" data-testid="owner-reports">
          {`${t('creator.reviews.ownerReported', { count: creatorReports.reported })} ${t('creator.reviews.ownerRemoved', { count: creatorReports.removed })}`}
        </p>
      )}
      <Link to={paths.guidelines('rating-and-orders')} className="rating-summary__how">
        {t('creator.reviews.howReviewsWork')}
      </Link>
    </section>
  );
}

function BarContent({ star, count, share }: { star: number; count: number; share: number }) {
  return (
    <>
      <span className="rating-summary__star" aria-hidden="true">
        {star}
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      </span>
      <span className="rating-summary__track" aria-hidden="true">
        <span className="rating-summary__fill" style={{ width: `${share}%` }} />
      </span>
      <span className="rating-summary__count" aria-hidden="true">
        {count}
      </span>
    </>
  );
}
