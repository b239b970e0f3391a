import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';
import { OutcomeCard } from '../components/outcome-card';
import type { VerificationOutcomeState } from '../components/verification-form';
import '../components/verification.css';

const REASONS = [
  'link_not_found',
  'code_not_found',
  'profile_not_found',
  'platform_error',
  'platform_unreachable',
  'timeout',
  'too_large',
  'host_not_allowed',
  'too_many_redirects',
] as const;
type Reason = (typeof REASONS)[number];
const isReason = (value: unknown): value is Reason => REASONS.includes(value as Reason);

/**
 * /verification/error: 'Verification Failed', the link was not detected, the team has been
 * informed; or, when the server refused to check the page, why. 'Try again' goes back to the form
 * with the username kept.
 */
export default function VerificationErrorRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: VerificationOutcomeState | null };
  const username = state?.username;
  const reason = isReason(state?.reason) && state.reason !== 'link_not_found' ? state.reason : null;
  const refusal = state?.refusal?.trim() || null;
  const retry = () => void navigate(paths.verification(), { state: { username } satisfies VerificationOutcomeState });

  return (
    <OutcomeCard
      tone="error"
      title={t('verification.failure.title')}
      testId="verification-error"
      actions={
        <>
          <Button size="lg" onClick={retry}>
            {t('verification.failure.retry')}
          </Button>
          <ButtonLink to={paths.myProfile()} variant="ghost" size="lg">
            {t('verification.failure.account')}
          </ButtonLink>
        </>
      }
    >
      {refusal ? (
        <p className="outcome-card__text" role="alert">
          {refusal}
        </p>
      ) : (
        <>
          <p className="outcome-card__text">{t('verification.failure.text')}</p>
          {reason && (
            <p className="outcome-card__reason">
              {t('verification.failure.reason', { reason: t(`verification.failure.reasons.${reason}`) })}
            </p>
          )}
          <div className="outcome-card__checks">
            <p>{t('verification.failure.checksTitle')}</p>
            <ul>
              <li>{t('verification.failure.checks.saved')}</li>
              <li>{t('verification.failure.checks.public')}</li>
              <li>
                {username
                  ? t('verification.failure.checks.username', { username })
                  : t('verification.failure.checksAny')}
              </li>
            </ul>
          </div>
        </>
      )}
    </OutcomeCard>
  );
}
