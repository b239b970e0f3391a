import { MODERATION_REASON_LENGTH, type HideReviewBody, hideReviewBody } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { Button } from '@/components/button/button';
import { Dialog } from '@/components/dialog/dialog';
import { showSubmitError } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import type { Review } from '@/types/api';
import { useModerationAction } from '../api/moderation';

/** Hiding a review asks for the reason its author will read. */
export function HideDialog({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('moderation.hide.title')}
      description={t('moderation.hide.description')}
      size="sm"
    >
      {review && <HideForm key={review.id} review={review} onDone={onClose} />}
    </Dialog>
  );
}

function HideForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const { t } = useTranslation();
  const action = useModerationAction();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<HideReviewBody>({
    resolver: zodResolver(hideReviewBody),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await action.mutateAsync({ kind: 'hide', reviewId: review.id, reason: values.reason });
      toast.success(t('moderation.hide.done'));
      onDone();
    } catch (error) {
      showSubmitError(error, setError, ['reason']);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <blockquote className="reply-dialog__quote">{review.comment}</blockquote>
      <TextAreaField
        label={t('moderation.hide.reason')}
        hint={t('moderation.hide.reasonHint')}
        maxLength={MODERATION_REASON_LENGTH.max}
        length={reason.length}
        error={errors.reason?.message}
        rows={3}
        {...register('reason')}
      />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onDone}>
          {t('components.dialog.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={!isValid} loading={isSubmitting}>
          {t('moderation.hide.submit')}
        </Button>
      </div>
    </form>
  );
}
