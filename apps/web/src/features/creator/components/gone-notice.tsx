import { PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';

/**
 * The notice of a page whose profile its platform no longer has: the page stays with its
 * reviews, but is out of lists and search until the profile comes back.
 */
export function GoneNotice({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  return (
    <aside className="creator-notice" role="note" data-testid="gone-notice">
      <svg className="creator-notice__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v5m0 3v.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="creator-notice__text">
        <strong>{t('creator.gone.title', { platform: PLATFORM_NAMES[platform] })}</strong> {t('creator.gone.notice')}
      </p>
    </aside>
  );
}
