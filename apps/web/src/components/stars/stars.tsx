import { RATING_RANGE } from '@fanlens/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import './stars.css';

export interface StarsProps {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  size?: 'sm' | 'md';
  className?: string;
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function StarRow() {
  return (
    <>
      {Array.from({ length: RATING_RANGE.max }, (_, i) => (
        <svg key={i} className="stars__star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} />
        </svg>
      ))}
    </>
  );
}

/** Five stars filled to the rating, read out as 'Rated 4.5 out of 5'. */
export function Stars({ rating, size = 'sm', className }: StarsProps) {
  const { t } = useTranslation();
  const value = Math.min(Math.max(Number.isFinite(rating) ? rating : 0, 0), RATING_RANGE.max);
  const rounded = Math.round(value * 10) / 10;
  return (
    <span
      className={clsx('stars', `stars--${size}`, className)}
      role="img"
      aria-label={t('components.stars.label', { rating: rounded })}
    >
      <span className="stars__row stars__row--empty">
        <StarRow />
      </span>
      <span className="stars__row stars__row--filled" style={{ width: `${(value / RATING_RANGE.max) * 100}%` }}>
        <StarRow />
      </span>
    </span>
  );
}
