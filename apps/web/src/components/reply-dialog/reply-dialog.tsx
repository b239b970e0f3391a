import { COMMENT_LENGTH, replyForm } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { FormActions } from '@/components/dialog/form-actions';
import { showSubmitError } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import type { Review } from '@/types/api';
import { useReplyToReview } from './reply-to-review';
import './reply-dialog.css';

export interface ReplyDialogProps {
  /** The review being answered; null keeps the dialog closed. */
  review: Review | null;
  onClose: () => void;
}

/** The creator's reply to a review (comment 3 to 1000 characters); closes after submit. */
export function ReplyDialog({ review, onClose }: ReplyDialogProps) {
  const { t } = useTranslation();
  const author = review?.name?.trim() || t('components.reviewCard.anonymous');
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => !open && onClose()}
      title={review?.reactions.length ? t('components.replyDialog.editTitle') : t('components.replyDialog.title')}
      description={review ? t('components.replyDialog.description', { name: author }) : undefined}
      size="sm"
    >
      {review && <ReplyForm key={review.id} review={review} onDone={onClose} />}
    </Dialog>
  );
}

function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const { t } = useTranslation();
  const reply = useReplyToReview();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(replyForm),
    mode: 'onChange',
    defaultValues: { comment: review.reactions[0]?.comment ?? '' },
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const onSubmit = handleSubmit(async ({ comment }) => {
    try {
      await reply.mutateAsync({ reviewId: review.id, comment });
      onDone();
    } catch (error) {
      showSubmitError(error, setError, ['comment']);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <blockquote className="reply-dialog__quote">{review.comment}</blockquote>
      <TextAreaField
        label={t('components.replyDialog.comment')}
        placeholder={t('components.replyDialog.placeholder')}
        maxLength={COMMENT_LENGTH.max}
        length={comment.length}
        error={errors.comment?.message}
        rows={5}
        {...register('comment')}
      />
      <FormActions
        submit={t('components.replyDialog.submit')}
        onCancel={onDone}
        disabled={!isValid}
        loading={isSubmitting}
      />
    </form>
  );
}
