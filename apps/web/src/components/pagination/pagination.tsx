import { MAX_OFFSET } from '@fanlens/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/icons';
import './pagination.css';

export interface PaginationProps {
  /** Total number of items. */
  count: number;
  /** Items per page. */
  limit: number;
  /** Offset of the current page's first item. */
  offset: number;
  onOffsetChange: (offset: number) => void;
  className?: string;
}

/**
 * Previous / Next by offset with 'Page 2 of 25'; renders nothing when there is a single page.
 * Pages end where the API's offset bound (MAX_OFFSET) does.
 */
export function Pagination({ count, limit, offset, onOffsetChange, className }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.min(Math.ceil(count / limit), Math.floor(MAX_OFFSET / limit) + 1);
  if (pages <= 1) return null;
  const page = Math.min(Math.floor(offset / limit) + 1, pages);
  const go = (target: number) => onOffsetChange((Math.min(Math.max(target, 1), pages) - 1) * limit);
  return (
    <nav className={clsx('pagination', className)} aria-label={t('components.pagination.label')}>
      <Button variant="secondary" onClick={() => go(page - 1)} disabled={page <= 1}>
        <ChevronLeftIcon size={16} />
        {t('components.pagination.previous')}
      </Button>
      <p className="pagination__status" aria-live="polite">
        {t('components.pagination.page', { page, pages })}
      </p>
      <Button variant="secondary" onClick={() => go(page + 1)} disabled={page >= pages}>
        {t('components.pagination.next')}
        <ChevronRightIcon size={16} />
      </Button>
    </nav>
  );
}
