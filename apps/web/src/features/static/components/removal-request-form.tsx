import { REMOVAL_REASON_LENGTH, removalRequestBody, type RemovalRequestBodyInput } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { showSubmitError } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useRequestRemoval } from '../api/request-removal';

const EMPTY: RemovalRequestBodyInput = { page: '', email: '', reason: '' };

/**
 * The removal request form: the page (its link or the username), the requester's e-mail and the
 * reason. On success it thanks, gives the request number and clears itself.
 */
export function RemovalRequestForm() {
  const { t } = useTranslation();
  const request = useRequestRemoval();
  const [sent, setSent] = useState<number | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RemovalRequestBodyInput>({
    resolver: zodResolver(removalRequestBody),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    try {
      const receipt = await request.mutateAsync(removalRequestBody.parse(values));
      toast.success(t('removalRequests.form.sent'));
      setSent(receipt.id);
      reset(EMPTY);
    } catch (error) {
      showSubmitError(error, setError, ['page', 'email', 'reason']);
    }
  });

  return (
    <form className="form removal-form" onSubmit={onSubmit} noValidate aria-label={t('removalRequests.form.label')}>
      {sent !== null && (
        <FormAlert tone="success">
          <strong>{t('removalRequests.form.sent')}</strong>
          <span>{t('removalRequests.form.sentText', { id: sent })}</span>
        </FormAlert>
      )}
      <TextField
        label={t('removalRequests.form.page')}
        hint={t('removalRequests.form.pageHint')}
        autoComplete="off"
        placeholder={t('removalRequests.form.pagePlaceholder')}
        error={errors.page?.message}
        {...register('page')}
      />
      <TextField
        label={t('removalRequests.form.email')}
        hint={t('removalRequests.form.emailHint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField
        label={t('removalRequests.form.reason')}
        hint={t('removalRequests.form.reasonHint', { min: REMOVAL_REASON_LENGTH.min })}
        maxLength={REMOVAL_REASON_LENGTH.max}
        length={reason.length}
        error={errors.reason?.message}
        rows={4}
        {...register('reason')}
      />
      <Button type="submit" disabled={!isValid} loading={isSubmitting}>
        {t('removalRequests.form.submit')}
      </Button>
    </form>
  );
}
