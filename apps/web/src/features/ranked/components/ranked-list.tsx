import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CreatorCard } from '@/components/creator-card/creator-card';
import { CreatorCardSkeleton } from '@/components/creator-card/creator-card-skeleton';
import type { Creator, List } from '@/types/api';
import { RANKED_PAGE_SIZE } from '../utils/ranked-page';
import type { Ranking } from '../utils/rankings';

export interface RankedListProps {
  ranking: Ranking;
  query: UseQueryResult<List<Creator>>;
}

/**
 * The ranking's creators, first first, each with its rank. Those without a place in it (last in
 * the order: no reviews to rate, no growth) are left out.
 */
export function RankedList({ ranking, query }: RankedListProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="card-grid ranked__grid" role="status" aria-label={t(`ranked.${ranking.name}.loading`)}>
        {Array.from({ length: RANKED_PAGE_SIZE / 2 }, (_, i) => (
          <CreatorCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="stack empty-state ranked__state" role="alert">
        <p>{t(`ranked.${ranking.name}.error`)}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('ranked.retry')}
        </Button>
      </div>
    );
  }
  const ranked = query.data.results.filter(ranking.ranks);
  if (ranked.length === 0) {
    return (
      <div className="stack empty-state ranked__state" data-testid="no-data">
        <p>{t(`ranked.${ranking.name}.empty`)}</p>
      </div>
    );
  }
  return (
    <ol className="card-grid ranked__grid" aria-label={t(`ranked.${ranking.name}.label`)}>
      {ranked.map((creator, index) => (
        <li key={creator.id} className="ranked__item">
          <span className="ranked__rank" aria-label={t('ranked.rank', { rank: index + 1 })}>
            {index + 1}
          </span>
          <CreatorCard creator={creator} />
        </li>
      ))}
    </ol>
  );
}
