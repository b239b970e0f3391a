import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Review } from '@/types/api';
import { ReviewSummary } from './review-summary';
import { ReviewSummarySkeleton } from './review-summary-skeleton';

/** A good recent review (4 stars or more when there is one), shown in the hero. */
export function pickSampleReview(reviews: Review[]): Review | undefined {
  return reviews.find((review) => review.rating >= 4 && review.comment.length >= 40) ?? reviews[0];
}

export function SampleReview({ reviews }: { reviews: UseQueryResult<Review[]> }) {
  const { t } = useTranslation();
  const review = reviews.data ? pickSampleReview(reviews.data) : undefined;
  if (!reviews.isPending && !review) return null;
  return (
    <aside className="home__sample" aria-labelledby="home-sample-title" aria-busy={reviews.isPending || undefined}>
      <h2 id="home-sample-title" className="home__sample-title">
        {t('home.sampleReview.title')}
      </h2>
      {review ? <ReviewSummary review={review} featured /> : <ReviewSummarySkeleton featured />}
    </aside>
  );
}
