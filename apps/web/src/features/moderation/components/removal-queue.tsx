import { DEFAULT_PAGE_SIZE, type RemovalRequest } from '@fanlens/shared';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination/pagination';
import { useRemovalQueue, type RemovalStatus } from '../api/moderation';
import { RemovalDecisionDialog, type RemovalDecision } from './removal-decision-dialog';
import { RemovalItem } from './removal-item';

/** Removal requests of one status, with Remove page / Decline (open) or Restore page (decided and removed). */
export function RemovalQueue({ status }: { status: RemovalStatus }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [decision, setDecision] = useState<RemovalDecision | null>(null);
  const queue = useRemovalQueue({ status, offset });
  if (queue.isPending) return <p role="status">{t('components.loading')}</p>;
  if (queue.isError || !queue.data) return <p role="alert">{t('moderation.removals.error')}</p>;
  const decide = (request: RemovalRequest, accept: boolean) => setDecision({ request, accept });
  return (
    <>
      <p className="moderation__count">{t('moderation.removals.count', { count: queue.data.count })}</p>
      {queue.data.results.length === 0 ? (
        <p className="moderation__empty">{t(`moderation.removals.empty.${status}`)}</p>
      ) : (
        <ul role="list" className={clsx('stack moderation__queue', queue.isPlaceholderData && 'review-list--updating')}>
          {queue.data.results.map((request) => (
            <li key={request.id}>
              <RemovalItem request={request} onDecide={decide} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        count={queue.data.count}
        limit={queue.data.limit || DEFAULT_PAGE_SIZE}
        offset={offset}
        onOffsetChange={setOffset}
      />
      <RemovalDecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
