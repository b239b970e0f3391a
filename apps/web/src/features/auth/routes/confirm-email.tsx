import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button/button-link';
import { FormAlert } from '@/components/form/form-alert';
import { Spinner } from '@/components/spinner/spinner';
import { paths } from '@/config/paths';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';
import { ApiError } from '@/lib/api-error';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';

type Failure = 'expired' | 'used' | 'invalid' | 'other';

/** Which state a failed confirmation shows. */
function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'other';
  if (error.code === 'link_expired') return 'expired';
  if (error.code === 'link_used') return 'used';
  if (error.code === 'validation_failed' && error.field === 'token') return 'invalid';
  return 'other';
}

/**
 * /confirm-email?token=… (signed in or not): confirms the address the e-mailed link was made for
 * and says so, or says why not (expired, used already, not a valid link) and what to do next.
 */
export default function ConfirmEmailRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const signedIn = useAuthStore(selectIsSignedIn);
  const confirmation = useConfirmEmail(token);
  const next = signedIn ? (
    <ButtonLink to={paths.myProfile()} size="lg" block>
      {t('auth.confirmEmail.toAccount')}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.signIn({ redirectTo: paths.myProfile() })} size="lg" block>
      {t('auth.confirmEmail.signIn')}
    </ButtonLink>
  );
  const footer = (
    <Link to={paths.home()} className="auth-screen__back">
      {t('auth.confirmEmail.home')}
    </Link>
  );

  if (token === null || confirmation.isError) {
    const failure: Failure = token === null ? 'invalid' : failureOf(confirmation.error);
    return (
      <AuthCard title={t('pages.confirmEmail.title')} footer={footer}>
        <div data-testid="confirmation-state" data-state={failure}>
          <FormAlert tone="error">
            <strong>{t(`auth.confirmEmail.${failure}Title`)}</strong>
            <span>{t(`auth.confirmEmail.${failure}Text`)}</span>
          </FormAlert>
        </div>
        {next}
      </AuthCard>
    );
  }

  if (!confirmation.data) {
    return (
      <AuthCard title={t('pages.confirmEmail.title')} footer={footer}>
        <p className="auth-card__lead" role="status">
          <Spinner size="sm" decorative /> {t('auth.confirmEmail.pending')}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('pages.confirmEmail.title')} footer={footer}>
      <div data-testid="confirmation-state" data-state="confirmed">
        <FormAlert tone="success">
          <strong>{t('auth.confirmEmail.doneTitle')}</strong>
          <span>{t('auth.confirmEmail.doneText', { email: confirmation.data.email })}</span>
        </FormAlert>
      </div>
      {next}
    </AuthCard>
  );
}
