import clsx from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button/button';
import { SearchIcon } from '@/components/icons/icons';
import './search-box.css';

export interface SearchBoxProps {
  /** Accessible name of the text field. */
  label: string;
  placeholder: string;
  /** Initial text (uncontrolled); give the box a `key` to reset it. */
  defaultValue?: string;
  /** Called with the trimmed text on submit. */
  onSearch: (term: string) => void;
  /** Called on every keystroke (e.g. to filter a list as one types). */
  onValueChange?: (value: string) => void;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A search form: a text field and a Search button (role search). Keep Radix switches out of
 * it: inside a form they add a hidden input measured with ResizeObserver. On a phone the button
 * goes below the field and the placeholder is drawn by a copy that wraps (a field's own
 * placeholder is cut at its width, and SPEC's text is long).
 */
export function SearchBox({
  label,
  placeholder,
  defaultValue = '',
  onSearch,
  onValueChange,
  size = 'md',
  className,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className={clsx('search-box', `search-box--${size}`, className)} onSubmit={submit}>
      <div className="search-box__field">
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <div className="search-box__control">
          <SearchIcon className="search-box__icon" size={size === 'lg' ? 22 : 18} />
          <input
            id={id}
            className="text-input search-box__input"
            type="search"
            name="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={placeholder}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              onValueChange?.(event.target.value);
            }}
          />
          <span className="search-box__placeholder" aria-hidden="true">
            {placeholder}
          </span>
        </div>
        <button type="submit" className={buttonClass({ variant: 'primary' }, 'search-box__submit')}>
          {t('components.searchBox.submit')}
        </button>
      </div>
    </form>
  );
}
