import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '@/components/spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The class names of a button look; ButtonLink shares them. */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonStyle, extra?: string) {
  return clsx('button', `button--${variant}`, `button--${size}`, block && 'button--block', extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** Shows a spinner and disables the button (e.g. while a form submits). */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  children,
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
