import { DEFAULT_PAGE_SIZE } from '@fanlens/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination/pagination';
import type { List } from '@/types/api';

/**
 * One page of a moderation queue (reports, cases, removal requests): loading, the error, the
 * count, the items (or the empty text), pagination, then `after` (the queue's dialog). The list
 * dims while the next page loads.
 */
export function QueuePage<Item>({
  queue,
  offset,
  onOffsetChange,
  texts,
  keyOf,
  renderItem,
  after,
}: {
  queue: UseQueryResult<List<Item>>;
  offset: number;
  onOffsetChange: (offset: number) => void;
  texts: { error: string; count: (count: number) => string; empty: string };
  keyOf: (item: Item) => number;
  renderItem: (item: Item) => ReactNode;
  after: ReactNode;
}) {
  const { t } = useTranslation();
  if (queue.isPending) return <p role="status">{t('components.loading')}</p>;
  if (queue.isError || !queue.data) return <p role="alert">{texts.error}</p>;
  return (
    <>
      <p className="moderation__count">{texts.count(queue.data.count)}</p>
      {queue.data.results.length === 0 ? (
        <p className="moderation__empty">{texts.empty}</p>
      ) : (
        <ul role="list" className={clsx('stack moderation__queue', queue.isPlaceholderData && 'review-list--updating')}>
          {queue.data.results.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <Pagination
        count={queue.data.count}
        limit={queue.data.limit || DEFAULT_PAGE_SIZE}
        offset={offset}
        onOffsetChange={onOffsetChange}
      />
      {after}
    </>
  );
}
