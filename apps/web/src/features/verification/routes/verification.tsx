import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '@/components/page/page';
import { selectProfile, useProfileStore } from '@/lib/profile-store';
import { AlreadyVerified } from '../components/already-verified';
import { VerificationAside } from '../components/verification-aside';
import { VerificationForm, type VerificationOutcomeState } from '../components/verification-form';
import '../components/verification.css';

/**
 * /verification (signed in): the verification form; a creator sees that they are verified
 * instead. 'Try again' from the failure screen comes back with the username filled in.
 */
export default function VerificationRoute() {
  const { t } = useTranslation();
  const creator = useProfileStore(selectProfile)?.creator;
  const { state } = useLocation() as { state: VerificationOutcomeState | null };
  return (
    <Page title={t('verification.title')} lead={t('verification.lead')} className="verification-page">
      <div className="verification-layout">
        {creator ? <AlreadyVerified creator={creator} /> : <VerificationForm initialUsername={state?.username ?? ''} />}
        <VerificationAside />
      </div>
    </Page>
  );
}
