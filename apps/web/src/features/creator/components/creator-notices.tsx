import { PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const ICONS = {
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v5m0 3v.01',
  warning: 'M12 3 2 20h20L12 3Zm0 6v5m0 3v.01',
};

/** A notice above a creator page's profile: an icon and a line of text. */
function CreatorNotice({ icon, testId, children }: { icon: keyof typeof ICONS; testId: string; children: ReactNode }) {
  return (
    <aside className="creator-notice" role="note" data-testid={testId}>
      <svg className="creator-notice__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={ICONS[icon]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="creator-notice__text">{children}</p>
    </aside>
  );
}

/**
 * The notice of a page whose profile its platform no longer has: the page stays with its
 * reviews, but is out of lists and search until the profile comes back.
 */
export function GoneNotice({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  return (
    <CreatorNotice icon="info" testId="gone-notice">
      <strong>{t('creator.gone.title', { platform: PLATFORM_NAMES[platform] })}</strong> {t('creator.gone.notice')}
    </CreatorNotice>
  );
}

/**
 * The notice of a creator page while a case of unusual review activity is open on it, with a link
 * to how FanLens checks reviews.
 */
export function UnusualActivityNotice() {
  const { t } = useTranslation();
  return (
    <CreatorNotice icon="warning" testId="unusual-activity-notice">
      {t('creator.unusualActivity.notice')}{' '}
      <Link className="creator-notice__link" to={paths.reviewChecks()}>
        {t('creator.unusualActivity.link')}
      </Link>
    </CreatorNotice>
  );
}
