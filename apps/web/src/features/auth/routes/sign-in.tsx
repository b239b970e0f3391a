import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { readSignInNotice } from '../components/sign-in-notice';

/** /sign-in (signed-out only). A `redirectTo` is kept on the link to sign-up. */
export default function SignInRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const redirectTo = searchParams.get('redirectTo') ?? undefined;
  const notice = readSignInNotice(location.state);
  return (
    <AuthCard
      title={t('pages.signIn.title')}
      lead={t('pages.signIn.lead')}
      footer={
        <>
          {t('auth.signIn.noAccount')}
          <Link to={paths.signUp({ redirectTo })}>{t('auth.signIn.createAccount')}</Link>
        </>
      }
    >
      {notice && <FormAlert tone="success">{t('auth.signIn.passwordReset')}</FormAlert>}
      <SignInForm />
    </AuthCard>
  );
}
