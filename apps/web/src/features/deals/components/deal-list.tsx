import type { DealList as Deals } from '@fanlens/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CreatorCardSkeleton } from '@/components/creator-card/creator-card-skeleton';
import { DealCard } from './deal-card';

/** One page of deals in the chosen order, or its loading, error and empty states. */
export function DealList({ query }: { query: UseQueryResult<Deals> }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="card-grid deals__grid" role="status" aria-label={t('deals.list.loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <CreatorCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="deals__state" role="alert">
        <p>{t('deals.list.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('deals.list.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.results.length === 0) {
    return (
      <div className="deals__state" data-testid="no-data">
        <p>{t('deals.list.empty')}</p>
      </div>
    );
  }
  return (
    <ul className="card-grid deals__grid" aria-label={t('deals.list.label')}>
      {query.data.results.map((creator) => (
        <li key={creator.id}>
          <DealCard creator={creator} />
        </li>
      ))}
    </ul>
  );
}
