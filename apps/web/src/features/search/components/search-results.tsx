import { SEARCH_PAGE_SIZE } from '@fanlens/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button/button';
import { CreatorCard } from '@/components/creator-card/creator-card';
import { CreatorCardSkeleton } from '@/components/creator-card/creator-card-skeleton';
import { paths } from '@/config/paths';
import type { Creator, List } from '@/types/api';

/**
 * The results grid: skeleton cards while loading, 'No data' when empty (with a way to add the
 * page searched for, when there is a search text), an error with a retry.
 */
export function SearchResults({ query, search }: { query: UseQueryResult<List<Creator>>; search?: string }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="card-grid search__grid" role="status" aria-label={t('search.results.loading')}>
        {Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => (
          <CreatorCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="stack empty-state search__state" role="alert">
        <p>{t('search.results.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('search.results.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.results.length === 0) {
    return (
      <div className="stack empty-state search__state" data-testid="no-data">
        <p>{t('search.results.empty')}</p>
        {search && (
          <p className="search__add">
            {t('search.results.addPrompt')} <Link to={paths.add({ search })}>{t('search.results.addLink')}</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <ul role="list" className="card-grid search__grid">
      {query.data.results.map((creator) => (
        <li key={creator.id}>
          <CreatorCard creator={creator} />
        </li>
      ))}
    </ul>
  );
}
