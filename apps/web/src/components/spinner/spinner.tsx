import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Label for assistive technology; defaults to 'Loading page'. */
  label?: string;
  /** Inside something that already says it is busy (a loading button): hidden from readers. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  if (decorative) return <span className={clsx('spinner', `spinner--${size}`, className)} aria-hidden="true" />;
  return (
    <span className={clsx('spinner', `spinner--${size}`, className)} role="status">
      <span className="visually-hidden">{label ?? t('app.pageLoading')}</span>
    </span>
  );
}
