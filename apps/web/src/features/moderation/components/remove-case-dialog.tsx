import type { ReviewCase, ReviewCaseReview } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { useCaseAction } from '../api/review-cases';
import { ReasonDialog } from './reason-dialog';

/** What a removal decides: every held review of the case, or the one `review` of it. */
export interface CaseRemoval {
  item: ReviewCase;
  review?: ReviewCaseReview;
}

/** Removing held reviews hides them with one reason (their authors read it): the whole case, or one review. */
export function RemoveCaseDialog({ target, onClose }: { target: CaseRemoval | null; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useCaseAction();
  const one = target?.review !== undefined;
  const held = target?.item.reviews.filter((review) => review.held).length ?? 0;
  const texts = one
    ? {
        title: t('moderation.cases.removeOne.title'),
        description: t('moderation.cases.removeOne.description'),
        reason: t('moderation.cases.remove.reason'),
        reasonHint: t('moderation.cases.removeOne.reasonHint'),
        submit: t('moderation.cases.removeOne.submit'),
      }
    : {
        title: t('moderation.cases.remove.title', { count: held }),
        description: t('moderation.cases.remove.description'),
        reason: t('moderation.cases.remove.reason'),
        reasonHint: t('moderation.cases.remove.reasonHint'),
        submit: t('moderation.cases.remove.submit'),
      };
  return (
    <ReasonDialog
      formKey={target ? `${target.item.id}-${target.review?.id ?? 'all'}` : null}
      texts={texts}
      act={async (reason) => {
        const decided = await action.mutateAsync({
          kind: 'remove',
          caseId: target!.item.id,
          reviewId: target!.review?.id,
          reason,
        });
        return t('moderation.cases.remove.done', { count: decided.reviews });
      }}
      onClose={onClose}
    />
  );
}
