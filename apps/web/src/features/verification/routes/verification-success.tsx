import { PLATFORM_NAMES } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';
import { selectProfile, useProfileStore } from '@/lib/profile-store';
import { CreatorPreview } from '../components/creator-preview';
import { OutcomeCard } from '../components/outcome-card';
import '../components/verification.css';

/** /verification/success: 'Verification Complete!', the linked page and the way to the account. */
export default function VerificationSuccessRoute() {
  const { t } = useTranslation();
  const creator = useProfileStore(selectProfile)?.creator;
  if (!creator) return <Navigate to={paths.verification()} replace />;
  return (
    <OutcomeCard
      tone="success"
      title={t('verification.success.title')}
      testId="verification-success"
      actions={
        <>
          <ButtonLink to={paths.myProfile()} size="lg">
            {t('verification.success.account')}
          </ButtonLink>
          <ButtonLink to={paths.creator(creator.username)} variant="secondary" size="lg">
            {t('verification.success.page')}
          </ButtonLink>
        </>
      }
    >
      <p className="outcome-card__text">{t('verification.success.text')}</p>
      <CreatorPreview creator={creator} />
      <p className="outcome-card__detail">
        {t('verification.success.detail', { username: creator.username, platform: PLATFORM_NAMES[creator.platform] })}
      </p>
    </OutcomeCard>
  );
}
