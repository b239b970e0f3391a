import { DEFAULT_PAGE_SIZE, type ReviewCase } from '@fanlens/shared';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination/pagination';
import { useCaseQueue, type CaseStatus } from '../api/review-cases';
import { CaseItem } from './case-item';
import { RemoveCaseDialog } from './remove-case-dialog';

/** Cases of unusual review activity: open ones with Release / Remove, decided ones with their outcome. */
export function CaseQueue({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [removing, setRemoving] = useState<ReviewCase | null>(null);
  const queue = useCaseQueue({ status, offset });
  if (queue.isPending) return <p role="status">{t('components.loading')}</p>;
  if (queue.isError || !queue.data) return <p role="alert">{t('moderation.cases.error')}</p>;
  return (
    <>
      <p className="moderation__count">{t('moderation.cases.count', { count: queue.data.count })}</p>
      {queue.data.results.length === 0 ? (
        <p className="moderation__empty">{t(`moderation.cases.empty.${status}`)}</p>
      ) : (
        <ul role="list" className={clsx('stack moderation__queue', queue.isPlaceholderData && 'review-list--updating')}>
          {queue.data.results.map((item) => (
            <li key={item.id}>
              <CaseItem item={item} onRemove={setRemoving} />
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
      <RemoveCaseDialog item={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
