import { NEW_PAGES_DAYS, type NewPage } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewPages } from '../api/new-pages';
import { NewPageItem } from './new-page-item';
import { QueuePage } from './queue-page';
import { RemovePageDialog } from './remove-page-dialog';

/** The pages people added in the last 30 days, newest first, with Remove (a reason) or Restore. */
export function NewPagesQueue() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [removing, setRemoving] = useState<NewPage | null>(null);
  const queue = useNewPages(offset);
  return (
    <QueuePage
      queue={queue}
      offset={offset}
      onOffsetChange={setOffset}
      texts={{
        error: t('moderation.newPages.error'),
        count: (count) => t('moderation.newPages.count', { count, days: NEW_PAGES_DAYS }),
        empty: t('moderation.newPages.empty', { days: NEW_PAGES_DAYS }),
      }}
      keyOf={(page) => page.creator.id}
      renderItem={(page) => <NewPageItem page={page} onRemove={setRemoving} />}
      after={<RemovePageDialog page={removing} onClose={() => setRemoving(null)} />}
    />
  );
}
