import clsx from 'clsx';
import { Link } from 'react-router';
import './category-tag.css';

export interface CategoryTagProps {
  name: string;
  /** An emoji. */
  icon?: string | null;
  to: string;
  className?: string;
}

/** A pill link to a search: emoji plus name (categories, trending terms, related searches). */
export function CategoryTag({ name, icon, to, className }: CategoryTagProps) {
  return (
    <Link className={clsx('chip category-tag', className)} to={to}>
      {icon && (
        <span className="category-tag__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="category-tag__name">{name}</span>
    </Link>
  );
}
