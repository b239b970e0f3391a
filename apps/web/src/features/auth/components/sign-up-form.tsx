import { signUpForm } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { showSubmitError } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import { toast } from '@/components/toaster/toast';
import { useRegister } from '../api/register';

/** The notice of the confirmation link stays long enough to read where it went. */
const CONFIRMATION_NOTICE_MS = 12_000;

/**
 * Sign in's fields plus an optional name and the password confirmation (docs/product/accounts.md, "Forms").
 * Success starts the session and says where the confirmation link went; the signed-out guard
 * then sends the user on.
 */
export function SignUpForm() {
  const { t } = useTranslation();
  const registerAccount = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpForm),
    mode: 'onChange',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password, name }) => {
    setFailure(null);
    try {
      await registerAccount.mutateAsync({ email, password, name });
      toast.success(t('auth.signUp.confirmationSent', { email }), { duration: CONFIRMATION_NOTICE_MS });
    } catch (error) {
      setFailure(showSubmitError(error, setError, ['email', 'password', 'name']));
    }
  });

  const reveal = { show: t('auth.fields.showPassword'), hide: t('auth.fields.hidePassword') };
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.fields.emailPlaceholder')}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={`${t('auth.fields.name')} ${t('auth.fields.optional')}`}
        autoComplete="name"
        placeholder={t('auth.fields.namePlaceholder')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        error={errors.password?.message}
        reveal={reveal}
        {...register('password', {
          onChange: () => {
            if (getValues('confirmPassword')) void trigger('confirmPassword');
          },
        })}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        reveal={reveal}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" block className="auth-form__submit" disabled={!isValid} loading={isSubmitting}>
        {t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
