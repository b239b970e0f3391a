import { signInForm } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { showSubmitError } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';

/**
 * E-mail and password (docs/product/accounts.md, "Forms"). Success starts the session; the signed-out guard
 * then sends the user on to `redirectTo` or / .
 */
export function SignInForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInForm),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      setFailure(showSubmitError(error, setError, ['email', 'password']));
    }
  });

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
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        reveal={{ show: t('auth.fields.showPassword'), hide: t('auth.fields.hidePassword') }}
        {...register('password')}
      />
      <p className="auth-form__forgot">
        <Link to={paths.forgotPassword()}>{t('auth.signIn.forgotPassword')}</Link>
      </p>
      <Button type="submit" size="lg" block className="auth-form__submit" disabled={!isValid} loading={isSubmitting}>
        {t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
