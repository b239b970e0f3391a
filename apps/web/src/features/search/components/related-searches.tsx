import { useTranslation } from 'react-i18next';
import { CategoryTag } from '@/components/category-tag/category-tag';
import { paths } from '@/config/paths';
import { useContentLabels } from '@/lib/content-labels';
import { useRelatedSearches } from '../api/get-related-searches';
import type { SearchFilters } from '../utils/search-filters';

/** Related searches: a category opens its search, a tag or search term searches for it. */
export function RelatedSearches({
  filters,
}: {
  filters: Pick<SearchFilters, 'search' | 'category' | 'platform' | 'nsfw'>;
}) {
  const { t } = useTranslation();
  const labels = useContentLabels();
  const related = useRelatedSearches(filters);
  if (!related.data || related.data.length === 0) return null;
  const keep = {
    platform: filters.platform === 'any' ? undefined : filters.platform,
    nsfw: filters.nsfw ? undefined : false,
  };
  return (
    <section className="cluster search__related" aria-labelledby="search-related">
      <h2 id="search-related" className="search__related-title">
        {t('search.related.title')}
      </h2>
      <ul role="list" className="cluster search__related-list">
        {related.data.map((item) => (
          <li key={`${item.kind}:${item.term}`}>
            <CategoryTag
              className="search__related-tag"
              name={
                item.kind === 'category' && item.slug
                  ? labels.category({ slug: item.slug, name: item.term })
                  : item.term
              }
              to={paths.search(
                item.kind === 'category' && item.slug
                  ? { ...keep, category: item.slug }
                  : { ...keep, search: item.term },
              )}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
