import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CreatorCard } from '@/components/creator-card/creator-card';
import { CreatorCardSkeleton } from '@/components/creator-card/creator-card-skeleton';
import type { Creator, List } from '@/types/api';
import { BEST_PAGE_SIZE } from '../utils/best-page';

/**
 * The best-rated creators, best first, each with its rank. Creators without reviews (last in the
 * order) are left out: they have no rating to rank.
 */
export function BestList({ query }: { query: UseQueryResult<List<Creator>> }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="card-grid best__grid" role="status" aria-label={t('best.list.loading')}>
        {Array.from({ length: BEST_PAGE_SIZE / 2 }, (_, i) => (
          <CreatorCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="stack empty-state best__state" role="alert">
        <p>{t('best.list.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('best.list.retry')}
        </Button>
      </div>
    );
  }
  const rated = query.data.results.filter((creator) => creator.reviewsStatistic.reviewCount > 0);
  if (rated.length === 0) {
    return (
      <div className="stack empty-state best__state" data-testid="no-data">
        <p>{t('best.list.empty')}</p>
      </div>
    );
  }
  return (
    <ol className="card-grid best__grid" aria-label={t('best.list.label')}>
      {rated.map((creator, index) => (
        <li key={creator.id} className="best__item">
          <span className="best__rank" aria-label={t('best.list.rank', { rank: index + 1 })}>
            {index + 1}
          </span>
          <CreatorCard creator={creator} />
        </li>
      ))}
    </ol>
  );
}
