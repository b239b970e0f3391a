import { PLATFORM_NAMES } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, data, useParams, useSearchParams } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { type PageLoader, pageQueryOf, prefill } from '@/app/page-loader';
import { i18n } from '@/lib/i18n';
import { rankedCreatorsQueryOptions, useRankedCreators } from '../api/get-ranked-creators';
import { rankedApiParams, rankedPageOf } from '../utils/ranked-page';
import type { Ranking } from '../utils/rankings';
import { RankedCategories } from './ranked-categories';
import { RankedList } from './ranked-list';
import { RankedTabs } from './ranked-tabs';
import './ranked-screen.css';

/** Server side: the ranking's creators the address names; an unknown category is a 404. */
export const rankedLoader =
  (ranking: Ranking): PageLoader =>
  async ({ params, url, source, queryClient }) => {
    const page = rankedPageOf(params.category, url.searchParams);
    if (page.category) {
      const categories = await source.categories();
      if (!categories.results.some((category) => category.slug === page.category)) {
        throw data(i18n.t('ranked.notFound'), { status: 404 });
      }
    }
    await prefill(queryClient, rankedCreatorsQueryOptions(ranking, page).queryKey, () =>
      source.creators('search', pageQueryOf(rankedApiParams(ranking, page))),
    );
  };

/**
 * A ranking's pages, /{ranking} and /{ranking}/{category}: its creators per platform tab, or of one
 * category; links to every category's page of the platform shown and to the category's search.
 */
export function RankedScreen({ ranking }: { ranking: Ranking }) {
  const { t } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  const page = rankedPageOf(params.category, query);
  const categories = useCategories();
  const creators = useRankedCreators(ranking, page);
  const category = page.category ? categories.data?.find((item) => item.slug === page.category) : undefined;
  const texts = `ranked.${ranking.name}` as const;

  if (page.category && categories.data && !category) {
    return <Navigate to={paths.error({ status: 404, message: t('ranked.notFound') })} replace />;
  }
  const platform = category?.platform ?? page.platform;
  const title = page.category
    ? t(`${texts}.titleCategory`, { category: category?.name ?? page.category })
    : platform
      ? t(`${texts}.titlePlatform`, { platform: PLATFORM_NAMES[platform] })
      : t(`${texts}.title`);
  const lead =
    category && platform
      ? t(`${texts}.leadCategory`, { category: category.name, platform: PLATFORM_NAMES[platform] })
      : t(`${texts}.lead`);
  const canonicalPath = page.category
    ? ranking.categoryPath(page.category)
    : ranking.path({ platform: page.platform ?? undefined });

  return (
    <Page
      title={title}
      lead={lead}
      className="ranked"
      head={{ canonicalPath, description: t(`${texts}.description`), adult: category?.nsfw }}
    >
      <RankedTabs ranking={ranking} platform={platform} inCategory={Boolean(page.category)} />
      {category && (
        <p className="ranked__more">
          <Link to={paths.search({ category: category.slug })}>
            {t('ranked.allInCategory', { category: category.name })}
          </Link>
        </p>
      )}
      <RankedList ranking={ranking} query={creators} />
      {platform && <RankedCategories ranking={ranking} platform={platform} current={page.category ?? undefined} />}
    </Page>
  );
}
