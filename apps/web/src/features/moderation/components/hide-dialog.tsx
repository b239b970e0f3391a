import { useTranslation } from 'react-i18next';
import type { Review } from '@/types/api';
import { useModerationAction } from '../api/moderation';
import { ReasonDialog } from './reason-dialog';

/** Hiding a review asks for the reason its author will read. */
export function HideDialog({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useModerationAction();
  return (
    <ReasonDialog
      formKey={review?.id ?? null}
      texts={{
        title: t('moderation.hide.title'),
        description: t('moderation.hide.description'),
        reason: t('moderation.hide.reason'),
        reasonHint: t('moderation.hide.reasonHint'),
        submit: t('moderation.hide.submit'),
      }}
      quote={review && <blockquote className="reply-dialog__quote">{review.comment}</blockquote>}
      act={async (reason) => {
        await action.mutateAsync({ kind: 'hide', reviewId: review!.id, reason });
        return t('moderation.hide.done');
      }}
      onClose={onClose}
    />
  );
}
