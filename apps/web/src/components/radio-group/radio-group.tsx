import clsx from 'clsx';
import { useId } from 'react';
import './radio-group.css';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

export interface RadioGroupProps<T extends string> {
  /** The question, e.g. 'Are you a subscriber?'. */
  label: string;
  options: readonly RadioOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** The radios' shared name; a generated one by default. */
  name?: string;
  /** Options side by side (default) or one per line. */
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled group of native radio buttons (role radiogroup): Tab reaches the chosen one,
 * arrow keys move the choice.
 */
export function RadioGroup<T extends string>({
  label,
  options,
  value,
  onValueChange,
  name,
  orientation = 'horizontal',
  disabled,
  className,
}: RadioGroupProps<T>) {
  const id = useId();
  return (
    <div className={clsx('radio-group', className)} role="radiogroup" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="radio-group__label">
        {label}
      </p>
      <div className={clsx('radio-group__options', `radio-group__options--${orientation}`)}>
        {options.map((option) => (
          <label key={option.value} className="radio-group__option">
            <input
              type="radio"
              className="radio-group__input"
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onValueChange(option.value)}
            />
            <span className="radio-group__item" aria-hidden="true" />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
