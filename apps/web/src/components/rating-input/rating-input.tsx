import { RATING_STEPS } from '@fanlens/shared';
import clsx from 'clsx';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/form/form.css';
import './rating-input.css';
import { useMessageText } from '@/lib/message-text';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export interface RatingInputProps {
  label: string;
  /** 1 to 5, or null while nothing is chosen. */
  value: number | null | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name?: string;
  /** Shown beneath the stars (docs/product/site.md, "Forms"). */
  error?: string;
  disabled?: boolean;
  /** The first radio, for react-hook-form's focus on error. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * Five stars to choose a whole rating. Native radios underneath: Tab reaches the group,
 * arrow keys move the choice, each star is read out as '4 stars'.
 */
export function RatingInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  disabled,
  ref,
  className,
}: RatingInputProps) {
  const message = useMessageText();
  const { t } = useTranslation();
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const words = t('components.ratingInput.words', { returnObjects: true }) as string[];
  return (
    <fieldset
      className={clsx('rating-input', error && 'rating-input--invalid', className)}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className="rating-input__label">{label}</legend>
      <div className="cluster rating-input__row">
        <div className="rating-input__stars" onMouseLeave={() => setHovered(null)}>
          {RATING_STEPS.map((step, index) => (
            <span key={step} className="rating-input__step" onMouseEnter={() => setHovered(step)}>
              <input
                ref={index === 0 ? ref : undefined}
                id={`${id}-${step}`}
                className="rating-input__radio"
                type="radio"
                name={name ?? id}
                value={step}
                checked={value === step}
                onChange={() => onChange(step)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
              />
              <label
                htmlFor={`${id}-${step}`}
                className={clsx('rating-input__star', step <= shown && 'rating-input__star--on')}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={STAR_PATH} />
                </svg>
                <span className="visually-hidden">{t('components.ratingInput.star', { count: step })}</span>
              </label>
            </span>
          ))}
        </div>
        <span className="rating-input__word" aria-hidden="true">
          {shown > 0 ? words[shown - 1] : t('components.ratingInput.none')}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {message(error)}
        </p>
      )}
    </fieldset>
  );
}
