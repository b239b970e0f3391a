import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/formats';

export interface FilterRadioGroupProps<T extends string> {
  label: string;
  value: T;
  /** `count`: creators the option would give with the other filters (absent while unknown). */
  options: readonly { value: T; label: string; count?: number }[];
  onChange: (value: T) => void;
}

/** A titled group of radio choices (platform, rating, price, gender): native radios, arrow keys move. */
export function FilterRadioGroup<T extends string>({ label, value, options, onChange }: FilterRadioGroupProps<T>) {
  const id = useId();
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <div className="filter-panel__group">
      <h3 id={`${id}-label`} className="eyebrow">
        {label}
      </h3>
      <div role="radiogroup" className="stack filter-panel__options" aria-labelledby={`${id}-label`}>
        {options.map((option) => (
          <div
            key={option.value}
            className={option.count === 0 ? 'filter-panel__option filter-panel__option--empty' : 'filter-panel__option'}
          >
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={id}
              className="filter-panel__radio"
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${id}-${option.value}`}>
              {option.label}
              {option.count !== undefined && (
                <span className="filter-panel__count" data-testid="facet-count">
                  <span aria-hidden="true"> · </span>
                  {option.count === 0 ? t('search.filters.none') : formats.count(option.count)}
                </span>
              )}
            </label>
          </div>
        ))}
      </div>
    </div>
  );
}
