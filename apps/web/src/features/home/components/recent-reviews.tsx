import { RECENT_REVIEWS_SLIDER_SIZE } from '@fanlens/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/slider/slider';
import type { Review } from '@/types/api';
import { ReviewSummary } from './review-summary';
import { ReviewSummarySkeleton } from './review-summary-skeleton';
import { SectionState } from './section-state';

/** The slider of the 6 latest reviews. */
export function RecentReviews({ reviews }: { reviews: UseQueryResult<Review[]> }) {
  const { t } = useTranslation();
  const title = t('home.sliders.recentReviews');
  const heading = (
    <h2 id="home-recent-reviews" className="home-section__title">
      {title}
    </h2>
  );
  if (reviews.isPending) {
    return (
      <Slider size="wide" label={t('home.section.loading', { section: title })} heading={heading} busy>
        {Array.from({ length: RECENT_REVIEWS_SLIDER_SIZE }, (_, i) => (
          <ReviewSummarySkeleton key={i} />
        ))}
      </Slider>
    );
  }
  if (reviews.isError || reviews.data.length === 0) {
    return (
      <section className="stack home-section" aria-labelledby="home-recent-reviews">
        <div className="cluster home-section__head">{heading}</div>
        <SectionState error={reviews.isError} onRetry={() => void reviews.refetch()} />
      </section>
    );
  }
  return (
    <Slider size="wide" label={title} heading={heading}>
      {reviews.data.map((review) => (
        <ReviewSummary key={review.id} review={review} />
      ))}
    </Slider>
  );
}
