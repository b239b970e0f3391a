import { changePasswordForm } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { showSubmitError } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import { useChangePassword } from '../api/change-password';

const EMPTY = { oldPassword: '', newPassword: '' };

/** Current and new password (docs/product/accounts.md, "The account page"); success empties the form. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordForm),
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setChanged(false);
    try {
      await changePassword.mutateAsync(values);
      reset(EMPTY);
      toast.success(t('notices.passwordChanged'));
      setChanged(true);
    } catch (error) {
      showSubmitError(error, setError, ['oldPassword', 'newPassword']);
    }
  });

  const reveal = { show: t('account.password.show'), hide: t('account.password.hide') };
  return (
    <form className="form" onSubmit={onSubmit} onChange={() => setChanged(false)} noValidate>
      <div className="account-form__row">
        <TextField
          label={t('account.password.current')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          reveal={reveal}
          {...register('oldPassword')}
        />
        <TextField
          label={t('account.password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('account.password.hint')}
          error={errors.newPassword?.message}
          reveal={reveal}
          {...register('newPassword')}
        />
      </div>
      <div className="cluster account-form__footer">
        {changed && <FormAlert tone="success">{t('notices.passwordChanged')}</FormAlert>}
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          {t('account.password.submit')}
        </Button>
      </div>
    </form>
  );
}
