import clsx from 'clsx';
import { Skeleton } from '@/components/skeleton/skeleton';

/** The shape of a review summary while it loads. */
export function ReviewSummarySkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <div className={clsx('review-summary', featured && 'review-summary--featured')} aria-hidden="true">
      <div className="review-summary__head">
        <Skeleton circle width={featured ? 40 : 32} height={featured ? 40 : 32} />
        <div className="stack review-summary__who">
          <Skeleton width={110} height={14} />
          <Skeleton width={80} height={12} />
        </div>
      </div>
      <div className="stack review-summary__comment">
        <Skeleton height={13} />
        <Skeleton height={13} width="92%" />
        <Skeleton height={13} width="60%" />
      </div>
      <Skeleton width={120} height={13} />
    </div>
  );
}
