import { MODERATION_REASON_LENGTH, removalDecisionForm, type RemovalRequest } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { Dialog } from '@/components/dialog/dialog';
import { FormActions } from '@/components/dialog/form-actions';
import { showSubmitError } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { useRemovalAction } from '../api/moderation';

export interface RemovalDecision {
  request: RemovalRequest;
  accept: boolean;
}

/** Removing a page or declining a request, with an optional note the requester reads. */
export function RemovalDecisionDialog({
  decision,
  onClose,
}: {
  decision: RemovalDecision | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kind = decision?.accept ? 'accept' : 'decline';
  return (
    <Dialog
      open={decision !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`moderation.removals.${kind}.title`, { username: decision?.request.creator.username })}
      description={t(`moderation.removals.${kind}.description`)}
      size="sm"
    >
      {decision && <DecisionForm key={`${decision.request.id}-${kind}`} decision={decision} onDone={onClose} />}
    </Dialog>
  );
}

function DecisionForm({ decision, onDone }: { decision: RemovalDecision; onDone: () => void }) {
  const { t } = useTranslation();
  const action = useRemovalAction();
  const kind = decision.accept ? 'accept' : 'decline';
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(removalDecisionForm),
    mode: 'onChange',
    defaultValues: { note: '' },
  });
  const note = useWatch({ control, name: 'note' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await action.mutateAsync({ kind, requestId: decision.request.id, note: values.note });
      toast.success(t(`moderation.removals.${kind}.done`));
      onDone();
    } catch (error) {
      showSubmitError(error, setError, ['note']);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <blockquote className="reply-dialog__quote">{decision.request.reason}</blockquote>
      <TextAreaField
        label={t('moderation.removals.note')}
        hint={t('moderation.removals.noteHint')}
        maxLength={MODERATION_REASON_LENGTH.max}
        length={note.length}
        error={errors.note?.message}
        rows={3}
        {...register('note')}
      />
      <FormActions
        submit={t(`moderation.removals.${kind}.submit`)}
        onCancel={onDone}
        variant={decision.accept ? 'danger' : 'primary'}
        loading={isSubmitting}
      />
    </form>
  );
}
