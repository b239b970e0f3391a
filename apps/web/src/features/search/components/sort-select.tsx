import { SEARCH_SCREEN_SORTS } from '@fanlens/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '@/components/icons/icons';
import type { ScreenSort } from '../utils/search-filters';

/** The sort dropdown: most relevant, most liked, most rated, most subscribers. */
export function SortSelect({ value, onChange }: { value: ScreenSort; onChange: (sort: ScreenSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t('search.sort.label')}
      </label>
      <div className="sort-select__field">
        <select
          id={id}
          className="select-pill sort-select__control"
          value={value}
          onChange={(event) => onChange(event.target.value as ScreenSort)}
        >
          {SEARCH_SCREEN_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`search.sort.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronRightIcon className="sort-select__chevron" size={16} />
      </div>
    </div>
  );
}
