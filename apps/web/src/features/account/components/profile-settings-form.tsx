import { profileForm } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { showSubmitError } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import type { Profile } from '@/types/api';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarField } from './avatar-field';

const formValues = (profile: Profile) => ({ name: profile.name ?? '', email: profile.email, avatar: null });

/** Avatar, name and the read-only e-mail (docs/product/accounts.md, "The account page"). */
export function ProfileSettingsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileForm),
    mode: 'onChange',
    defaultValues: formValues(profile),
  });

  const onSubmit = handleSubmit(async ({ name, avatar }) => {
    setSaved(false);
    try {
      const updated = await updateProfile.mutateAsync({ name, avatar: avatar instanceof File ? avatar : null });
      reset(formValues(updated));
      toast.success(t('notices.profileUpdated'));
      setSaved(true);
    } catch (error) {
      showSubmitError(error, setError, ['name', 'avatar']);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} onChange={() => setSaved(false)} noValidate>
      <Controller
        control={control}
        name="avatar"
        render={({ field }) => (
          <AvatarField
            ref={field.ref}
            value={field.value instanceof File ? field.value : null}
            onChange={(file) => {
              setSaved(false);
              field.onChange(file);
            }}
            onBlur={field.onBlur}
            currentUrl={profile.avatarUrl}
            name={profile.name || profile.email}
            error={errors.avatar?.message}
            disabled={isSubmitting}
          />
        )}
      />
      <div className="account-form__row">
        <TextField
          label={t('account.profile.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('account.profile.email')}
          type="email"
          readOnly
          hint={t('account.profile.emailHint')}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="cluster account-form__footer">
        {saved && <FormAlert tone="success">{t('notices.profileUpdated')}</FormAlert>}
        <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}
