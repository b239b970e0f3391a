import type { ReviewCase } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { useCaseAction } from '../api/review-cases';
import { ReasonDialog } from './reason-dialog';

/** Removing a case hides all its held reviews with one reason (their authors read it). */
export function RemoveCaseDialog({ item, onClose }: { item: ReviewCase | null; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useCaseAction();
  return (
    <ReasonDialog
      formKey={item?.id ?? null}
      texts={{
        title: t('moderation.cases.remove.title', { count: item?.reviewCount ?? 0 }),
        description: t('moderation.cases.remove.description'),
        reason: t('moderation.cases.remove.reason'),
        reasonHint: t('moderation.cases.remove.reasonHint'),
        submit: t('moderation.cases.remove.submit'),
      }}
      act={async (reason) => {
        const decided = await action.mutateAsync({ kind: 'remove', caseId: item!.id, reason });
        return t('moderation.cases.remove.done', { count: decided.reviews });
      }}
      onClose={onClose}
    />
  );
}
