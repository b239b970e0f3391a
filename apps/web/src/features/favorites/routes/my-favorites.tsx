import { DEFAULT_PAGE_SIZE } from '@fanlens/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { CreatorCardSkeleton } from '@/components/creator-card/creator-card-skeleton';
import { Page } from '@/components/page/page';
import { Pagination } from '@/components/pagination/pagination';
import { paths, withQuery } from '@/config/paths';
import { useMyFavorites } from '../api/get-my-favorites';
import { FavoriteItem } from '../components/favorite-item';
import '../components/favorites.css';

function parseOffset(value: string | null): number {
  const offset = Number(value);
  return Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
}

/** /my-favorites: the saved creators as cards with a remove button, 10 a page (docs/product/creator-page.md). */
export default function MyFavoritesRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const offset = parseOffset(searchParams.get('offset'));
  const favorites = useMyFavorites(offset);
  const data = favorites.data;
  const limit = data?.limit || DEFAULT_PAGE_SIZE;

  const setOffset = (next: number) => {
    setSearchParams(next > 0 ? { offset: String(next) } : {}, { preventScrollReset: true });
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  // The last one on a later page was removed: show the page before it.
  if (data && !favorites.isPlaceholderData && data.results.length === 0 && offset > 0) {
    const last = Math.max(0, Math.floor((data.count - 1) / limit) * limit);
    return <Navigate to={withQuery(paths.myFavorites(), { offset: last || undefined })} replace />;
  }

  return (
    <Page title={t('favorites.title')} lead={t('favorites.lead')}>
      {data && data.count > 0 && <p className="favorites__count">{t('favorites.count', { count: data.count })}</p>}
      {favorites.isPending ? (
        <ul className="favorites__grid" aria-busy="true" aria-label={t('favorites.loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <CreatorCardSkeleton />
            </li>
          ))}
        </ul>
      ) : !data ? (
        <div className="stack empty-state favorites__state" role="alert">
          <p>{t('favorites.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void favorites.refetch()}>
            {t('favorites.retry')}
          </Button>
        </div>
      ) : data.results.length === 0 ? (
        <div className="stack empty-state favorites__state">
          <p className="favorites__state-title">{t('favorites.empty')}</p>
          <p>{t('favorites.emptyHint')}</p>
          <ButtonLink to={paths.search()}>{t('favorites.emptyAction')}</ButtonLink>
        </div>
      ) : (
        <ul
          role="list"
          className={clsx('favorites__grid', favorites.isPlaceholderData && 'favorites__grid--updating')}
          aria-busy={favorites.isPlaceholderData || undefined}
        >
          {data.results.map((creator) => (
            <FavoriteItem key={creator.id} creator={creator} />
          ))}
        </ul>
      )}
      {data && <Pagination count={data.count} limit={limit} offset={offset} onOffsetChange={setOffset} />}
    </Page>
  );
}
