import { forgotPasswordForm } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { showSubmitError } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import { useForgotPassword } from '../api/forgot-password';

/** Asks for a reset link; success shows the notice as a toast and inside the card. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordForm),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    try {
      await forgotPassword.mutateAsync(values);
      toast.success(t('notices.resetLinkSent'));
      setSent(true);
    } catch (error) {
      showSubmitError(error, setError, ['email']);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {sent && (
        <FormAlert tone="success">
          <strong>{t('notices.resetLinkSent')}</strong>
          <span>{t('auth.forgotPassword.checkInbox')}</span>
        </FormAlert>
      )}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.fields.emailPlaceholder')}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" block className="auth-form__submit" disabled={!isValid} loading={isSubmitting}>
        {t('auth.forgotPassword.submit')}
      </Button>
    </form>
  );
}
