import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Page } from '@/components/page/page';
import { selectProfile, useProfileStore } from '@/lib/profile-store';
import { AlreadyVerified } from '../components/already-verified';
import { VerificationAside } from '../components/verification-aside';
import { VerificationForm, type VerificationOutcomeState } from '../components/verification-form';
import '../components/verification.css';

/**
 * /verification (signed in): the verification form; a creator sees that they are verified
 * instead, with a way to verify another page (`?another=1`, the form again: an account may
 * verify several pages). 'Try again' from the failure screen comes back with the username filled in.
 */
export default function VerificationRoute() {
  const { t } = useTranslation();
  const creator = useProfileStore(selectProfile)?.creator;
  const { state } = useLocation() as { state: VerificationOutcomeState | null };
  const [params] = useSearchParams();
  const another = params.get('another') === '1' || Boolean(state?.username);
  return (
    <Page title={t('verification.title')} lead={t('verification.lead')} className="verification-page">
      <div className="verification-layout">
        {creator && !another ? (
          <AlreadyVerified creator={creator} />
        ) : (
          <VerificationForm initialUsername={state?.username ?? ''} />
        )}
        <VerificationAside />
      </div>
    </Page>
  );
}
