import { deleteAccountBody } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { FormActions } from '@/components/dialog/form-actions';
import { showSubmitError } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import { toast } from '@/components/toaster/toast';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { endSession } from '@/lib/session';
import type { Profile } from '@/types/api';
import { useDeleteAccount } from '../api/delete-account';

/**
 * The confirmation of "Delete my account": exactly what is deleted and what stays, then the
 * password. A wrong password shows beneath the field; success signs out here and goes home.
 */
export function DeleteAccountDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.delete.dialogTitle')}
      description={t('account.delete.dialogDescription')}
    >
      <DeleteAccountForm profile={profile} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function DeleteAccountForm({ profile, onCancel }: { profile: Profile; onCancel: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm({ resolver: zodResolver(deleteAccountBody), mode: 'onChange', defaultValues: { password: '' } });
  const pages = profile.creators.map((page) => `@${page.username}`).join(', ');

  const onSubmit = handleSubmit(async (values) => {
    // Once the account is gone its tokens are refused at once, so any call of this page may end
    // the session before this code does: whichever ends it, the guard then sends the visitor home.
    const { setSignedOutTo } = useAuthStore.getState();
    setSignedOutTo(paths.home());
    try {
      await remove.mutateAsync(values);
      endSession();
      toast.success(t('account.delete.deleted'));
    } catch (error) {
      setSignedOutTo(null);
      showSubmitError(error, setError, ['password']);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <ul className="stack account-delete__list" data-testid="delete-account-list">
        <li>{t('account.delete.items.profile', { email: profile.email })}</li>
        <li>{t('account.delete.items.reviews')}</li>
        <li>{t('account.delete.items.activity')}</li>
        <li>{t('account.delete.items.sessions')}</li>
      </ul>
      <p className="account-delete__note">
        {pages ? t('account.delete.pages', { pages }) : null} {t('account.delete.moderation')}{' '}
        {t('account.delete.mail')}
      </p>
      <TextField
        label={t('account.delete.password')}
        type="password"
        autoComplete="current-password"
        hint={t('account.delete.passwordHint')}
        error={errors.password?.message}
        reveal={{ show: t('account.password.show'), hide: t('account.password.hide') }}
        {...register('password')}
      />
      <FormActions
        submit={t('account.delete.confirm')}
        onCancel={onCancel}
        cancel={t('account.delete.cancel')}
        variant="danger"
        disabled={!isValid}
        loading={isSubmitting}
      />
    </form>
  );
}
