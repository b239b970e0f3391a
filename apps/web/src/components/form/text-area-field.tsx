import clsx from 'clsx';
import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';
import './text-area-field.css';
import { useMessageText } from '@/lib/message-text';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: string;
  /** The field's error, shown beneath it (docs/product/site.md, "Forms"). */
  error?: string;
  hint?: ReactNode;
  /** Current length, shown as 'length / maxLength' when `maxLength` is set. */
  length?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line input with its error beneath it and, given `maxLength`, a character
 * counter. Spread react-hook-form's `register(name)` into it. The limit is not enforced by
 * the browser (the form's schema reports it), so pasted text is never cut silently.
 */
export function TextAreaField({
  label,
  error,
  hint,
  length,
  maxLength,
  className,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const message = useMessageText();
  const { t } = useTranslation();
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const over = maxLength !== undefined && length !== undefined && length > maxLength;
  return (
    <div className={clsx('field', 'text-area-field', error && 'field--invalid', className)}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {maxLength !== undefined && (
          <span className={clsx('text-area-field__count', over && 'text-area-field__count--over')}>
            <span aria-hidden="true">
              {length ?? 0} / {maxLength}
            </span>
            <span className="visually-hidden">
              {t('components.textArea.count', { count: length ?? 0, max: maxLength })}
            </span>
          </span>
        )}
      </div>
      <textarea
        ref={ref}
        id={id}
        className="text-input field__input text-area-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
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
