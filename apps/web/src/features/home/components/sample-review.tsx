import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Review } from '@/types/api';
import { ReviewSummary } from './review-summary';
import { ReviewSummarySkeleton } from './review-summary-skeleton';

/** A telling recent review for the hero: 4 stars or more with a real comment, when there is one. */
export function pickSampleReview(reviews: Review[]): Review | undefined {
  const good = reviews.filter((review) => review.rating >= 4);
  return good.find((review) => review.comment.length >= 80) ?? good[0] ?? reviews[0];
}

export function SampleReview({ reviews }: { reviews: UseQueryResult<Review[]> }) {
  const { t } = useTranslation();
  const review = reviews.data ? pickSampleReview(reviews.data) : undefined;
  if (!reviews.isPending && !review) return null;
  return (
    <aside
      className="stack home__sample"
      aria-labelledby="home-sample-title"
      aria-busy={reviews.isPending || undefined}
    >
      <h2 id="home-sample-title" className="home__sample-title">
        {t('home.sampleReview.title')}
      </h2>
      <div className="home__sample-stack">
        {review ? <ReviewSummary review={review} featured /> : <ReviewSummarySkeleton featured />}
      </div>
    </aside>
  );
}
