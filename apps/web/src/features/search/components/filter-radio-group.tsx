import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';

export interface FilterRadioGroupProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A titled group of radio choices (platform, rating, price, gender). */
export function FilterRadioGroup<T extends string>({ label, value, options, onChange }: FilterRadioGroupProps<T>) {
  const id = useId();
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
          <div key={option.value} className="filter-panel__option">
            <RadioGroup.Item id={`${id}-${option.value}`} className="filter-panel__radio" value={option.value}>
              <RadioGroup.Indicator className="filter-panel__radio-dot" />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
