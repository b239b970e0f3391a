import type { Place } from '@fanlens/shared';
import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaces } from '../api/search-places';
import { useMessageText } from '@/lib/message-text';

export interface PlaceFieldProps {
  label: string;
  hint?: string;
  error?: string;
  /** The label of the current place ('' = none). */
  value: string;
  /** A place chosen from the list, or null when the location is removed. */
  onChoose: (place: Place | null) => void;
  disabled?: boolean;
}

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A combobox of real places (GET /places as the creator types, debounced): arrow keys move
 * through the list, Enter or a click chooses, Escape closes. Only a chosen place is kept.
 */
export function PlaceField({ label, hint, error, value, onChoose, disabled }: PlaceFieldProps) {
  const message = useMessageText();
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text, 200);
  const places = usePlaces(open ? search : '');
  const results = open && search.trim().length >= 2 ? (places.data?.results ?? []) : [];

  // A new value from the form (a reset, a removal) replaces the text typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  const choose = (place: Place) => {
    onChoose(place);
    setText(place.label);
    setOpen(false);
  };

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={clsx('field', 'place-field', error && 'field--invalid')}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {value && (
          <button
            type="button"
            className="place-field__clear"
            disabled={disabled}
            onClick={() => {
              onChoose(null);
              setText('');
            }}
          >
            {t('creatorTools.edit.locationClear')}
          </button>
        )}
      </div>
      <div className="field__control place-field__control">
        <input
          id={id}
          className="text-input field__input"
          role="combobox"
          aria-expanded={open && results.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && results[active] ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onBlur={() => {
            setOpen(false);
            setText(value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, results.length - 1));
            else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
            else if (event.key === 'Escape') setOpen(false);
            else if (event.key === 'Enter' && open && results[active]) choose(results[active]);
            else return;
            event.preventDefault();
          }}
        />
        {open && search.trim().length >= 2 && (
          <ul id={`${id}-list`} role="listbox" className="place-field__list" aria-label={label}>
            {results.map((place, index) => (
              <li
                key={place.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={clsx('place-field__option', index === active && 'place-field__option--active')}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(place);
                }}
              >
                {place.label}
              </li>
            ))}
            {places.isSuccess && results.length === 0 && (
              <li className="place-field__empty">{t('creatorTools.edit.locationNone')}</li>
            )}
          </ul>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {message(error)}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
