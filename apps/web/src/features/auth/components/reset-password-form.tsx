import { resetPasswordForm } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { showSubmitError } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { useSetPassword } from '../api/set-password';
import { signInNotice } from './sign-in-notice';

/** The new password twice; success goes to sign-in, which says the password was reset. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordForm),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await setPassword.mutateAsync({ token, password });
      await navigate(paths.signIn(), { replace: true, state: signInNotice('passwordReset') });
    } catch (error) {
      setFailure(showSubmitError(error, setError, ['password']));
    }
  });

  const reveal = { show: t('auth.fields.showPassword'), hide: t('auth.fields.hidePassword') };
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {failure && (
        <FormAlert tone="error">
          <span>{failure}</span>
          <Link to={paths.forgotPassword()}>{t('auth.resetPassword.invalidLink')}</Link>
        </FormAlert>
      )}
      <TextField
        label={t('auth.fields.newPassword')}
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
        label={t('auth.fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        reveal={reveal}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" block className="auth-form__submit" disabled={!isValid} loading={isSubmitting}>
        {t('auth.resetPassword.submit')}
      </Button>
    </form>
  );
}
