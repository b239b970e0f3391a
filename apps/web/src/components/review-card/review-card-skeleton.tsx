import { Skeleton } from '@/components/skeleton/skeleton';
import './review-card.css';

/** The shape of a review card while a list loads. */
export function ReviewCardSkeleton() {
  return (
    <div className="surface stack review-card review-card--skeleton" aria-hidden="true">
      <div className="review-card__head">
        <Skeleton circle width={40} height={40} />
        <div className="stack review-card__who">
          <Skeleton width="60%" height={16} />
          <Skeleton width="35%" height={12} />
        </div>
      </div>
      <div className="stack review-card__skeleton-lines">
        <Skeleton height={12} />
        <Skeleton height={12} width="92%" />
        <Skeleton height={12} width="70%" />
      </div>
    </div>
  );
}
