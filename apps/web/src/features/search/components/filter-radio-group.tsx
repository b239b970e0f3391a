import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const number = new Intl.NumberFormat('en-US');

export interface FilterRadioGroupProps<T extends string> {
  label: string;
  value: T;
  /** `count`: creators the option would give with the other filters (absent while unknown). */
  options: readonly { value: T; label: string; count?: number }[];
  onChange: (value: T) => void;
}

/** A titled group of radio choices (platform, rating, price, gender). */
export function FilterRadioGroup<T extends string>({ label, value, options, onChange }: FilterRadioGroupProps<T>) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <div className="filter-panel__group">
      <h3 id={`${id}-label`} className="filter-panel__label">
        {label}
      </h3>
      <RadioGroup.Root
        className="filter-panel__options"
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onChange(next as T)}
      >
        {options.map((option) => (
          <div
            key={option.value}
            className={option.count === 0 ? 'filter-panel__option filter-panel__option--empty' : 'filter-panel__option'}
          >
            <RadioGroup.Item id={`${id}-${option.value}`} className="filter-panel__radio" value={option.value}>
              <RadioGroup.Indicator className="filter-panel__radio-dot" />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${option.value}`}>
              {option.label}
              {option.count !== undefined && (
                <span className="filter-panel__count" data-testid="facet-count">
                  <span aria-hidden="true"> · </span>
                  {option.count === 0 ? t('search.filters.none') : number.format(option.count)}
                </span>
              )}
            </label>
          </div>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
