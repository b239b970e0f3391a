import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /forgot-password (signed-out only): asks for a reset link by e-mail. */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('pages.forgotPassword.title')}
      lead={t('pages.forgotPassword.lead')}
      footer={
        <>
          {t('auth.forgotPassword.remembered')}
          <Link to={paths.signIn()}>{t('auth.forgotPassword.backToLogIn')}</Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
