import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { SignUpForm } from '../components/sign-up-form';

/** /sign-up (signed-out only). A `redirectTo` is kept on the link to sign-in. */
export default function SignUpRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo') ?? undefined;
  return (
    <AuthCard
      title={t('pages.signUp.title')}
      lead={t('pages.signUp.lead')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}
          <Link to={paths.signIn({ redirectTo })}>{t('auth.signUp.logIn')}</Link>
        </>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
