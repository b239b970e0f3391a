import { HOME_CATEGORY_COUNT } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { CategoryTag } from '@/components/category-tag/category-tag';
import { ArrowRightIcon } from '@/components/icons/icons';
import { Skeleton } from '@/components/skeleton/skeleton';
import { paths } from '@/config/paths';
import { scrollEdges } from './scroll-edges';
import { SectionState } from './section-state';
import { useContentLabels } from '@/lib/content-labels';

/** The first 30 categories (NSFW ones only when the switch is on) and a link to all of them. */
export function HomeCategories({ nsfw }: { nsfw: boolean }) {
  const { t } = useTranslation();
  const labels = useContentLabels();
  const categories = useCategories();
  const shown = (categories.data ?? []).filter((category) => nsfw || !category.nsfw).slice(0, HOME_CATEGORY_COUNT);
  return (
    <section
      className="stack home-section"
      aria-labelledby="home-categories"
      aria-busy={categories.isPending || undefined}
    >
      <div className="cluster home-section__head">
        <h2 id="home-categories" className="home-section__title">
          {t('home.categories.title')}
        </h2>
        <Link className="home-section__link" to={paths.categories()}>
          {t('home.categories.viewAll')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      {categories.isPending ? (
        <ul role="list" className="cluster home__chips" aria-hidden="true">
          {Array.from({ length: 18 }, (_, i) => (
            <li key={i}>
              <Skeleton width={90 + (i % 4) * 22} height={36} className="home__chip-skeleton" />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <SectionState error={categories.isError} onRetry={() => void categories.refetch()} />
      ) : (
        <div className="home__chips-scroll" ref={scrollEdges}>
          <ul role="list" className="cluster home__chips home__chips--categories">
            {shown.map((category) => (
              <li key={category.id}>
                <CategoryTag
                  name={labels.category(category)}
                  icon={category.icon}
                  to={paths.search({ category: category.slug, nsfw: nsfw ? undefined : false })}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
