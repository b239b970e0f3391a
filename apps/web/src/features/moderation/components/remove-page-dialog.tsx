import type { NewPage } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { useRemovePage } from '../api/new-pages';
import { ReasonDialog } from './reason-dialog';

/** Removing an added page asks for the reason the person who added it will read. */
export function RemovePageDialog({ page, onClose }: { page: NewPage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemovePage();
  return (
    <ReasonDialog
      formKey={page?.creator.id ?? null}
      texts={{
        title: t('moderation.newPages.remove.title', { username: page?.creator.username ?? '' }),
        description: t('moderation.newPages.remove.description'),
        reason: t('moderation.newPages.remove.reason'),
        reasonHint: t('moderation.newPages.remove.reasonHint'),
        submit: t('moderation.newPages.remove.submit'),
      }}
      act={async (reason) => {
        await remove.mutateAsync({ creatorId: page!.creator.id, reason });
        return t('moderation.newPages.remove.done');
      }}
      onClose={onClose}
    />
  );
}
