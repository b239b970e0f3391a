import { reviewAnchor } from '@fanlens/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewCard } from '@/components/review-card/review-card';
import { ReviewCardSkeleton } from '@/components/review-card/review-card-skeleton';
import type { Review } from '@/types/api';
import { useLinkedReview } from '../api/get-review';

/** The review a link named (`#review-12`, as the notification e-mails send), when it names one. */
export function linkedReviewOf(hash: string): number | null {
  const match = /^#review-(\d{1,10})$/.exec(hash);
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The review a link named, first above the page's reviews wherever it stands in their order, and
 * scrolled to once it shows (the browser finds no `#review-{id}` before it loads). A review of
 * another page is not shown here; one hidden or deleted since is said to be gone.
 */
export function LinkedReview({
  reviewId,
  username,
  onReply,
}: {
  reviewId: number;
  username: string;
  onReply?: (review: Review) => void;
}) {
  const { t } = useTranslation();
  const review = useLinkedReview(reviewId);
  const ref = useRef<HTMLDivElement>(null);
  const ours = review.data && review.data.creatorUsername.toLowerCase() === username.toLowerCase();
  useEffect(() => {
    if (review.isSuccess || review.isError) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [review.isSuccess, review.isError]);
  if (review.isSuccess && !ours) return null;
  return (
    <div
      ref={ref}
      id={reviewAnchor(reviewId)}
      className="stack creator-reviews__linked"
      role="region"
      aria-label={t('creator.reviews.linked')}
      data-testid="linked-review"
    >
      <p className="creator-reviews__linked-title">{t('creator.reviews.linked')}</p>
      {review.isPending && <ReviewCardSkeleton />}
      {review.isError && <p className="creator-reviews__linked-gone">{t('creator.reviews.linkedGone')}</p>}
      {ours && <ReviewCard review={review.data} onReply={onReply} />}
    </div>
  );
}
