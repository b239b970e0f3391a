import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import type { Review } from '@/types/api';
import { ReviewCard } from './review-card';
import { ReviewCardSkeleton } from './review-card-skeleton';

export interface ReviewListProps {
  reviews: Review[] | undefined;
  /** First load: skeletons. A background refetch keeps the list (no loader). */
  isPending: boolean;
  isError: boolean;
  onRetry?: () => void;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** Given: a Reply button on the reviews this returns true for. */
  canReply?: (review: Review) => boolean;
  onReply?: (review: Review) => void;
  /** More footer actions of a review (the author's Edit and Delete). */
  renderActions?: (review: Review) => ReactNode;
  /** Dims the list while another page or sort loads over it. */
  isUpdating?: boolean;
  skeletons?: number;
  className?: string;
}

/** A list of review cards with its loading, error and empty states. */
export function ReviewList({
  reviews,
  isPending,
  isError,
  onRetry,
  empty,
  canReply,
  onReply,
  renderActions,
  isUpdating = false,
  skeletons = 3,
  className,
}: ReviewListProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div className={clsx('review-list', className)} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('components.loading')}
        </span>
        {Array.from({ length: skeletons }, (_, index) => (
          <ReviewCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (isError || !reviews) {
    return (
      <div className={clsx('stack empty-state review-list__state', className)} role="alert">
        <p>{t('components.reviewList.error')}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('components.reviewList.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (reviews.length === 0)
    return <div className={clsx('stack empty-state review-list__state', className)}>{empty}</div>;
  return (
    <ul
      role="list"
      className={clsx('review-list', isUpdating && 'review-list--updating', className)}
      aria-busy={isUpdating || undefined}
    >
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard
            review={review}
            onReply={onReply && canReply?.(review) !== false ? onReply : undefined}
            actions={renderActions?.(review)}
          />
        </li>
      ))}
    </ul>
  );
}
