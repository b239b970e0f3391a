import type { Platform } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { CategoryTag } from '@/components/category-tag/category-tag';
import type { Ranking } from '../utils/rankings';

export interface RankedCategoriesProps {
  ranking: Ranking;
  platform: Platform;
  /** The category shown (left out of the links). */
  current?: string;
}

/** Links to the ranking's page of each category of a platform (the current one left out). */
export function RankedCategories({ ranking, platform, current }: RankedCategoriesProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const shown = categories.data?.filter((category) => category.platform === platform && category.slug !== current);
  if (!shown || shown.length === 0) return null;
  return (
    <section className="stack ranked__categories" aria-labelledby="ranked-categories-title">
      <h2 id="ranked-categories-title" className="ranked__categories-title">
        {t(`ranked.${ranking.name}.categories`)}
      </h2>
      <ul role="list" className="cluster ranked__category-list">
        {shown.map((category) => (
          <li key={category.id}>
            <CategoryTag name={category.name} icon={category.icon} to={ranking.categoryPath(category.slug)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
