import clsx from 'clsx';
import { type Ref, useId } from 'react';
import { useMessageText } from '@/lib/message-text';
import '@/components/form/form.css';
import './radio-group.css';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

export interface RadioGroupProps<T extends string> {
  /** The question, e.g. 'Are you a subscriber?'. */
  label: string;
  options: readonly RadioOption<T>[];
  /** The chosen option; none while undefined. */
  value: T | undefined;
  onValueChange: (value: T) => void;
  /** The radios' shared name; a generated one by default. */
  name?: string;
  /** Options side by side (default) or one per line. */
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  /** The group's error, shown beneath it and tied to it (aria-describedby). */
  error?: string;
  /** Given the chosen radio (the first while none is), so a form can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
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
  error,
  inputRef,
  className,
}: RadioGroupProps<T>) {
  const message = useMessageText();
  const id = useId();
  const focused = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <div
      className={clsx('radio-group', error && 'radio-group--invalid', className)}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <p id={`${id}-label`} className="radio-group__label">
        {label}
      </p>
      <div className={clsx('radio-group__options', `radio-group__options--${orientation}`)}>
        {options.map((option) => (
          <label key={option.value} className="radio-group__option">
            <input
              ref={option.value === focused ? inputRef : undefined}
              type="radio"
              className="radio-group__input"
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              aria-describedby={error ? `${id}-error` : undefined}
              disabled={disabled}
              onChange={() => onValueChange(option.value)}
            />
            <span className="radio-group__item" aria-hidden="true" />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {message(error)}
        </p>
      )}
    </div>
  );
}
