import { PLATFORM_NAMES } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, data, useParams, useSearchParams } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { type PageLoader, pageQueryOf, prefill } from '@/app/page-loader';
import { i18n } from '@/lib/i18n';
import { bestCreatorsQueryOptions, useBestCreators } from '../api/get-best-creators';
import { BestCategories } from '../components/best-categories';
import { BestList } from '../components/best-list';
import { BestTabs } from '../components/best-tabs';
import { type BestPage, bestApiParams, parseBestPlatform } from '../utils/best-page';
import './best.css';

/** The page an address names: a category's (its slug in the path) or a platform tab's (`?platform=`). */
function bestPageOf(category: string | undefined, query: URLSearchParams): BestPage {
  return category
    ? { platform: null, category: category.toLowerCase() }
    : { platform: parseBestPlatform(query), category: null };
}

/** Server side: the best-rated creators the address names; an unknown category is a 404. */
export const loadPage: PageLoader = async ({ params, url, source, queryClient }) => {
  const page = bestPageOf(params.category, url.searchParams);
  if (page.category) {
    const categories = await source.categories();
    if (!categories.results.some((category) => category.slug === page.category)) {
      throw data(i18n.t('best.notFound'), { status: 404 });
    }
  }
  await prefill(queryClient, bestCreatorsQueryOptions(page).queryKey, () =>
    source.creators('search', pageQueryOf(bestApiParams(page))),
  );
};

/**
 * /best and /best/{category}: the best-rated creators (`sort=top`, the Bayesian average), per
 * platform tab, or of one category; links to every category's page of the platform shown.
 */
export default function BestRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  const page = bestPageOf(params.category, query);
  const categories = useCategories();
  const creators = useBestCreators(page);
  const category = page.category ? categories.data?.find((item) => item.slug === page.category) : undefined;

  if (page.category && categories.data && !category) {
    return <Navigate to={paths.error({ status: 404, message: t('best.notFound') })} replace />;
  }
  const platform = category?.platform ?? page.platform;
  const title = page.category
    ? t('best.titleCategory', { category: category?.name ?? page.category })
    : platform
      ? t('best.titlePlatform', { platform: PLATFORM_NAMES[platform] })
      : t('best.title');
  const lead =
    category && platform
      ? t('best.leadCategory', { category: category.name, platform: PLATFORM_NAMES[platform] })
      : t('best.lead');
  const canonicalPath = page.category
    ? paths.bestCategory(page.category)
    : paths.best({ platform: page.platform ?? undefined });

  return (
    <Page
      title={title}
      lead={lead}
      className="best"
      head={{ canonicalPath, description: t('best.description'), adult: category?.nsfw }}
    >
      <BestTabs platform={platform} inCategory={Boolean(page.category)} />
      {category && (
        <p className="best__more">
          <Link to={paths.search({ category: category.slug })}>
            {t('best.allInCategory', { category: category.name })}
          </Link>
        </p>
      )}
      <BestList query={creators} />
      {platform && <BestCategories platform={platform} current={page.category ?? undefined} />}
    </Page>
  );
}
