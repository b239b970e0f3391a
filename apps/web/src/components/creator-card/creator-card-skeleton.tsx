import clsx from 'clsx';
import { Skeleton } from '@/components/skeleton/skeleton';
import './creator-card.css';

/** The shape of a creator card while it loads. */
export function CreatorCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={clsx('creator-card creator-card--skeleton', className)} aria-hidden="true">
      <div className="creator-card__top">
        <Skeleton circle width={56} height={56} />
        <Skeleton width={64} height={20} />
      </div>
      <div className="stack creator-card__identity">
        <Skeleton width="70%" height={18} />
        <Skeleton width="45%" height={14} />
      </div>
      <Skeleton width="80%" height={14} />
      <div className="creator-card__bio">
        <Skeleton height={12} />
        <Skeleton height={12} width="90%" />
      </div>
      <Skeleton width={56} height={18} />
    </div>
  );
}
