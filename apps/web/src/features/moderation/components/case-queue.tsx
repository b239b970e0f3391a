import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseQueue, type CaseStatus } from '../api/review-cases';
import { CaseItem } from './case-item';
import { QueuePage } from './queue-page';
import { RemoveCaseDialog, type CaseRemoval } from './remove-case-dialog';

/**
 * Cases of unusual review activity: open ones with Release / Remove for the whole case and for each
 * held review, decided ones with their outcome.
 */
export function CaseQueue({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [removing, setRemoving] = useState<CaseRemoval | null>(null);
  const queue = useCaseQueue({ status, offset });
  return (
    <QueuePage
      queue={queue}
      offset={offset}
      onOffsetChange={setOffset}
      texts={{
        error: t('moderation.cases.error'),
        count: (count) => t('moderation.cases.count', { count }),
        empty: t(`moderation.cases.empty.${status}`),
      }}
      keyOf={(item) => item.id}
      renderItem={(item) => <CaseItem item={item} onRemove={(review) => setRemoving({ item, review })} />}
      after={<RemoveCaseDialog target={removing} onClose={() => setRemoving(null)} />}
    />
  );
}
