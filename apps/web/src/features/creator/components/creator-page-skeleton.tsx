import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton/skeleton';

/** The creator page's shape while it loads. */
export function CreatorPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="creator-page__top" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('creator.loading')}
      </span>
      <div className="card stack creator-profile" aria-hidden="true">
        <Skeleton circle width={128} height={128} />
        <Skeleton width="60%" height={28} />
        <Skeleton width="40%" height={16} />
        <Skeleton width="70%" height={18} />
        <Skeleton width="100%" height={120} />
      </div>
      <div className="card stack creator-about" aria-hidden="true">
        <Skeleton width="40%" height={40} />
        <Skeleton width="100%" height={44} />
        <Skeleton width="90%" height={14} />
        <Skeleton width="95%" height={14} />
        <Skeleton width="70%" height={14} />
      </div>
    </div>
  );
}
