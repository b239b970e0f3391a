import { PLATFORM_NAMES } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/icons/icons';
import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from '../utils/search-filters';
import './filter-chips.css';
import { useContentLabels } from '@/lib/content-labels';

type ChipKey = 'category' | 'platform' | 'rating' | 'price' | 'gender' | 'nsfw' | 'coordinates';
const CHIP_KEYS: ChipKey[] = ['category', 'platform', 'rating', 'price', 'gender', 'nsfw', 'coordinates'];

/** The applied filters as chips above the results, each removable in one click, and "Clear all". */
export function FilterChips({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}) {
  const { t } = useTranslation();
  const labels = useContentLabels();
  const applied = CHIP_KEYS.filter((key) => filters[key] !== DEFAULT_SEARCH_FILTERS[key]);
  if (applied.length === 0) return null;
  const label = (key: ChipKey): string => {
    switch (key) {
      case 'category':
        return t('search.chips.category', {
          name: labels.category({ slug: filters.category, name: filters.category.replace(/-/g, ' ') }),
        });
      case 'platform':
        return `${t('search.filters.platform.label')}: ${filters.platform === 'any' ? '' : PLATFORM_NAMES[filters.platform]}`;
      case 'rating':
        return `${t('search.filters.rating.label')}: ${t(`search.filters.rating.${filters.rating}`)}`;
      case 'price':
        return `${t('search.filters.price.label')}: ${t(`search.filters.price.${filters.price}`)}`;
      case 'gender':
        return `${t('search.filters.gender.label')}: ${t(`search.filters.gender.${filters.gender}`)}`;
      case 'nsfw':
        return t('search.chips.nsfwHidden');
      default:
        return t('search.chips.nearMe');
    }
  };
  const clearAll = Object.fromEntries(applied.map((key) => [key, DEFAULT_SEARCH_FILTERS[key]]));
  return (
    <div className="filter-chips" role="group" aria-label={t('search.chips.title')}>
      <ul role="list" className="cluster filter-chips__list">
        {applied.map((key) => (
          <li key={key} className="filter-chips__chip" data-testid="filter-chip">
            <span>{label(key)}</span>
            <button
              type="button"
              className="filter-chips__remove"
              aria-label={t('search.chips.remove', { filter: label(key) })}
              onClick={() => onChange({ [key]: DEFAULT_SEARCH_FILTERS[key] })}
            >
              <CloseIcon size={12} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="filter-chips__clear" onClick={() => onChange(clearAll)}>
        {t('search.chips.clearAll')}
      </button>
    </div>
  );
}
