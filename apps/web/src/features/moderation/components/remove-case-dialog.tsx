import {
  MODERATION_REASON_LENGTH,
  type RemoveReviewCaseBody,
  removeReviewCaseBody,
  type ReviewCase,
} from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { Button } from '@/components/button/button';
import { Dialog } from '@/components/dialog/dialog';
import { showSubmitError } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { useCaseAction } from '../api/review-cases';

/** Removing a case hides all its held reviews with one reason (their authors read it). */
export function RemoveCaseDialog({ item, onClose }: { item: ReviewCase | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('moderation.cases.remove.title', { count: item?.reviewCount ?? 0 })}
      description={t('moderation.cases.remove.description')}
      size="sm"
    >
      {item && <RemoveForm key={item.id} item={item} onDone={onClose} />}
    </Dialog>
  );
}

function RemoveForm({ item, onDone }: { item: ReviewCase; onDone: () => void }) {
  const { t } = useTranslation();
  const action = useCaseAction();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RemoveReviewCaseBody>({
    resolver: zodResolver(removeReviewCaseBody),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      const decided = await action.mutateAsync({ kind: 'remove', caseId: item.id, reason: values.reason });
      toast.success(t('moderation.cases.remove.done', { count: decided.reviews }));
      onDone();
    } catch (error) {
      showSubmitError(error, setError, ['reason']);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextAreaField
        label={t('moderation.cases.remove.reason')}
        hint={t('moderation.cases.remove.reasonHint')}
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
          {t('moderation.cases.remove.submit')}
        </Button>
      </div>
    </form>
  );
}
