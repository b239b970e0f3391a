import { resetPasswordSearch } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button/button-link';
import { FormAlert } from '@/components/form/form-alert';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password?token=… (signed-out only): sets a new password with the e-mailed token. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const search = resetPasswordSearch.safeParse({ token: searchParams.get('token') ?? undefined });
  const footer = (
    <Link to={paths.signIn()} className="auth-screen__back">
      {t('auth.resetPassword.backToLogIn')}
    </Link>
  );

  if (!search.success) {
    return (
      <AuthCard title={t('pages.resetPassword.title')} footer={footer}>
        <FormAlert tone="error">
          <strong>{t('auth.resetPassword.missingTitle')}</strong>
          <span>{t('auth.resetPassword.missingText')}</span>
        </FormAlert>
        <ButtonLink to={paths.forgotPassword()} size="lg" block>
          {t('auth.resetPassword.requestLink')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('pages.resetPassword.title')} lead={t('pages.resetPassword.lead')} footer={footer}>
      <ResetPasswordForm token={search.data.token} />
    </AuthCard>
  );
}
