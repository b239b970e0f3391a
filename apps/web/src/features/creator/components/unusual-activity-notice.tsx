import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The notice of a creator page while a case of unusual review activity is open on it, with a link
 * to how FanLens checks reviews.
 */
export function UnusualActivityNotice() {
  const { t } = useTranslation();
  return (
    <aside className="creator-notice" role="note" data-testid="unusual-activity-notice">
      <svg className="creator-notice__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3 2 20h20L12 3Zm0 6v5m0 3v.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="creator-notice__text">
        {t('creator.unusualActivity.notice')}{' '}
        <Link className="creator-notice__link" to={paths.reviewChecks()}>
          {t('creator.unusualActivity.link')}
        </Link>
      </p>
    </aside>
  );
}
