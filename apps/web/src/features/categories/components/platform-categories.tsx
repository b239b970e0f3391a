import { PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryTag } from '@/components/category-tag/category-tag';
import { Skeleton } from '@/components/skeleton/skeleton';
import { paths } from '@/config/paths';
import type { Category } from '@/types/api';
import '@/components/platform-badge/platform-badge.css';
import { useContentLabels } from '@/lib/content-labels';

export interface PlatformCategoriesProps {
  platform: Platform;
  /** Undefined while loading. */
  categories?: Category[];
}

/**
 * One platform's heading, links to its best-rated and its rising creators, and its category tags,
 * each linking to the category's search.
 */
export function PlatformCategories({ platform, categories }: PlatformCategoriesProps) {
  const { t } = useTranslation();
  const labels = useContentLabels();
  const id = `categories-${platform}`;
  return (
    <section className="surface stack categories__group" aria-labelledby={id} aria-busy={!categories || undefined}>
      <div className="cluster categories__group-head">
        <span className={`categories__dot platform-badge--${platform}`} aria-hidden="true" />
        <h2 id={id} className="categories__group-title">
          {PLATFORM_NAMES[platform]}
        </h2>
        {categories && <span className="categories__count">{t('categories.count', { count: categories.length })}</span>}
        <span className="cluster categories__ranked">
          <Link to={paths.best({ platform })}>{t('categories.best', { platform: PLATFORM_NAMES[platform] })}</Link>
          <Link to={paths.rising({ platform })}>{t('categories.rising', { platform: PLATFORM_NAMES[platform] })}</Link>
        </span>
      </div>
      <ul role="list" className="cluster categories__tags">
        {categories
          ? categories.map((category) => (
              <li key={category.id}>
                <CategoryTag
                  name={labels.category(category)}
                  icon={category.icon}
                  to={paths.search({ category: category.slug })}
                />
              </li>
            ))
          : Array.from({ length: 10 }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton width={96 + (i % 4) * 20} height={36} className="categories__skeleton" />
              </li>
            ))}
      </ul>
    </section>
  );
}
