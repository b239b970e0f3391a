import { RATING_RANGE } from '@fanlens/shared';
import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './stars.css';

export interface StarsProps {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Five stars filled to the rating, read out as 'Rated 4.5 out of 5'. One element: the stars are
 * a CSS mask over a two-colour gradient, so a page of cards does not carry hundreds of SVGs.
 */
export function Stars({ rating, size = 'sm', className }: StarsProps) {
  const { t } = useTranslation();
  const value = Math.min(Math.max(Number.isFinite(rating) ? rating : 0, 0), RATING_RANGE.max);
  const rounded = Math.round(value * 10) / 10;
  const fill = { '--stars-fill': `${(value / RATING_RANGE.max) * 100}%` } as CSSProperties;
  return (
    <span
      className={clsx('stars', `stars--${size}`, className)}
      role="img"
      aria-label={t('components.stars.label', { rating: rounded })}
      style={fill}
    />
  );
}
