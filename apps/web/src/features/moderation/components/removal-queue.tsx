import type { RemovalRequest } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemovalQueue, type RemovalStatus } from '../api/moderation';
import { QueuePage } from './queue-page';
import { RemovalDecisionDialog, type RemovalDecision } from './removal-decision-dialog';
import { RemovalItem } from './removal-item';

/** Removal requests of one status, with Remove page / Decline (open) or Restore page (decided and removed). */
export function RemovalQueue({ status }: { status: RemovalStatus }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [decision, setDecision] = useState<RemovalDecision | null>(null);
  const queue = useRemovalQueue({ status, offset });
  const decide = (request: RemovalRequest, accept: boolean) => setDecision({ request, accept });
  return (
    <QueuePage
      queue={queue}
      offset={offset}
      onOffsetChange={setOffset}
      texts={{
        error: t('moderation.removals.error'),
        count: (count) => t('moderation.removals.count', { count }),
        empty: t(`moderation.removals.empty.${status}`),
      }}
      keyOf={(request) => request.id}
      renderItem={(request) => <RemovalItem request={request} onDecide={decide} />}
      after={<RemovalDecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    />
  );
}
