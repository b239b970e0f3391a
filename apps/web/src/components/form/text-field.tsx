import clsx from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { EyeIcon } from './eye-icon';
import './form.css';
import { useMessageText } from '@/lib/message-text';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** The field's error, shown beneath it (docs/product/site.md, "Forms"). */
  error?: string;
  /** A short help text beneath the field, hidden while an error shows. */
  hint?: ReactNode;
  /** Something on the label's line, at its end (e.g. a 'Forgot password?' link). */
  labelAside?: ReactNode;
  /** For a password: a show/hide button with these accessible names. */
  reveal?: { show: string; hide: string };
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its error beneath it, wired for assistive technology (aria-invalid,
 * aria-describedby). Spread react-hook-form's `register(name)` into it.
 */
export function TextField({ label, error, hint, labelAside, reveal, className, type, ref, ...input }: TextFieldProps) {
  const message = useMessageText();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={clsx('field', error && 'field--invalid', className)}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className="field__control">
        <input
          ref={ref}
          id={id}
          type={reveal && revealed ? 'text' : type}
          className={clsx('text-input field__input', reveal && 'field__input--with-button')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {reveal && (
          <button
            type="button"
            className="field__reveal"
            aria-label={revealed ? reveal.hide : reveal.show}
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            <EyeIcon crossed={revealed} />
          </button>
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
