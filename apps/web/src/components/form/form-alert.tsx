import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import './form.css';

export interface FormAlertProps {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  className?: string;
  /** For a form that moves focus to the message (it can take focus, but is no tab stop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A message about a whole form (a success notice, a failure without a field). Errors are
 * announced at once (role alert), the others politely (role status).
 */
export function FormAlert({ tone, children, className, ref }: FormAlertProps) {
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={clsx('form-alert', `form-alert--${tone}`, className)}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className="form-alert__dot" aria-hidden="true" />
      <div className="stack form-alert__body">{children}</div>
    </div>
  );
}
