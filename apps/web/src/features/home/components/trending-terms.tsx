import { useTranslation } from 'react-i18next';
import { CategoryTag } from '@/components/category-tag/category-tag';
import { TrendIcon } from '@/components/icons/icons';
import { Skeleton } from '@/components/skeleton/skeleton';
import { paths } from '@/config/paths';
import { useTrends } from '../api/get-trends';

/** Trending search terms, each a link to its search. Hidden when there are none or on failure. */
export function TrendingTerms({ nsfw }: { nsfw: boolean }) {
  const { t } = useTranslation();
  const trends = useTrends();
  if (trends.isError || (trends.isSuccess && trends.data.length === 0)) return null;
  return (
    <section className="stack home__trending" aria-labelledby="home-trending" aria-busy={trends.isPending || undefined}>
      <h2 id="home-trending" className="home__trending-title">
        <TrendIcon size={16} />
        {t('home.trending.title')}
      </h2>
      <ul role="list" className="cluster home__chips">
        {trends.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton width={72 + (i % 3) * 18} height={32} className="home__chip-skeleton" />
              </li>
            ))
          : trends.data.map((trend) => (
              <li key={trend.term}>
                <CategoryTag
                  className="home__trend"
                  name={trend.term}
                  to={paths.search({ search: trend.term, nsfw: nsfw ? undefined : false })}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}
