import { MODERATION_REASON_LENGTH, type HideReviewBody, hideReviewBody } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/toaster/toast';
import { Dialog } from '@/components/dialog/dialog';
import { FormActions } from '@/components/dialog/form-actions';
import { showSubmitError } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';

export interface ReasonTexts {
  title: string;
  description: string;
  reason: string;
  reasonHint: string;
  submit: string;
}

/**
 * A moderator's action that asks for the reason the authors will read (hiding a review,
 * removing a case): `act` does it and answers the success notice; a field error from the
 * server stands under the reason. `formKey` names what is decided, so a new one starts empty.
 */
export function ReasonDialog({
  formKey,
  texts,
  quote,
  act,
  onClose,
}: {
  formKey: number | string | null;
  texts: ReasonTexts;
  quote?: ReactNode;
  act: (reason: string) => Promise<string>;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={formKey !== null}
      onOpenChange={(open) => !open && onClose()}
      title={texts.title}
      description={texts.description}
      size="sm"
    >
      {formKey !== null && <ReasonForm key={formKey} texts={texts} quote={quote} act={act} onDone={onClose} />}
    </Dialog>
  );
}

function ReasonForm({
  texts,
  quote,
  act,
  onDone,
}: {
  texts: ReasonTexts;
  quote?: ReactNode;
  act: (reason: string) => Promise<string>;
  onDone: () => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<HideReviewBody>({
    // The reason of a hidden review and of a removed case follow one rule.
    resolver: zodResolver(hideReviewBody),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      toast.success(await act(values.reason));
      onDone();
    } catch (error) {
      showSubmitError(error, setError, ['reason']);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {quote}
      <TextAreaField
        label={texts.reason}
        hint={texts.reasonHint}
        maxLength={MODERATION_REASON_LENGTH.max}
        length={reason.length}
        error={errors.reason?.message}
        rows={3}
        {...register('reason')}
      />
      <FormActions
        submit={texts.submit}
        onCancel={onDone}
        variant="danger"
        disabled={!isValid}
        loading={isSubmitting}
      />
    </form>
  );
}
