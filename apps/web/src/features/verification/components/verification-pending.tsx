import { PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner/spinner';

/** Shown while the server reads the creator's profile: 'Please wait for verification results'. */
export function VerificationPending({ platform }: { platform?: Platform }) {
  const { t } = useTranslation();
  return (
    <div className="stack verification-pending" role="status" aria-live="polite" data-testid="verification-pending">
      <span className="verification-pending__ring">
        <Spinner size="lg" decorative />
      </span>
      <p className="verification-pending__title">{t('verification.pending.title')}</p>
      <p className="verification-pending__text">
        {platform
          ? t('verification.pending.text', { platform: PLATFORM_NAMES[platform] })
          : t('verification.pending.textAny')}
      </p>
    </div>
  );
}
