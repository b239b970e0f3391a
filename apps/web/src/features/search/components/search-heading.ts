import { PLATFORM_NAMES } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import type { SearchFilters } from '../utils/search-filters';
import { useContentLabels } from '@/lib/content-labels';

/** 'cozy-games' → 'Cozy Games' (until the categories are loaded). */
function titleOfSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The search page heading: the category's name; else 'Top creators for "term"'; else
 * 'Top {platform} creators'; else 'All'.
 */
export function useSearchHeading(filters: Pick<SearchFilters, 'category' | 'search' | 'platform'>): string {
  const { t } = useTranslation();
  const labels = useContentLabels();
  const categories = useCategories();
  if (filters.category) {
    const category = categories.data?.find((item) => item.slug === filters.category);
    return category ? labels.category(category) : titleOfSlug(filters.category);
  }
  if (filters.search) return t('search.heading.term', { term: filters.search });
  if (filters.platform !== 'any') return t('search.heading.platform', { platform: PLATFORM_NAMES[filters.platform] });
  return t('search.heading.all');
}
