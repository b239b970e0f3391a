import type { Platform } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { CategoryTag } from '@/components/category-tag/category-tag';
import { paths } from '@/config/paths';

/** Links to the best-rated page of each category of a platform (the current one left out). */
export function BestCategories({ platform, current }: { platform: Platform; current?: string }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const shown = categories.data?.filter((category) => category.platform === platform && category.slug !== current);
  if (!shown || shown.length === 0) return null;
  return (
    <section className="stack best__categories" aria-labelledby="best-categories-title">
      <h2 id="best-categories-title" className="best__categories-title">
        {t('best.categories.title')}
      </h2>
      <ul role="list" className="cluster best__category-list">
        {shown.map((category) => (
          <li key={category.id}>
            <CategoryTag name={category.name} icon={category.icon} to={paths.bestCategory(category.slug)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
