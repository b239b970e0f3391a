import { PLATFORMS, PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import '@/components/platform-badge/platform-badge.css';

export interface BestTabsProps {
  /** The platform shown (null: every platform). */
  platform: Platform | null;
  /** True on a category's page: its platform's tab is marked, but links to that platform's page. */
  inCategory?: boolean;
}

/** The platform tabs of the best-rated pages: links with the platform in the address, server-rendered. */
export function BestTabs({ platform, inCategory = false }: BestTabsProps) {
  const { t } = useTranslation();
  const tabs: { key: string; platform: Platform | null; label: string }[] = [
    { key: 'all', platform: null, label: t('best.tabs.all') },
    ...PLATFORMS.map((value) => ({ key: value, platform: value, label: PLATFORM_NAMES[value] })),
  ];
  return (
    <nav className="best__tabs" aria-label={t('best.tabs.label')}>
      <ul role="list" className="cluster best__tab-list">
        {tabs.map((tab) => {
          const current = tab.platform === platform;
          return (
            <li key={tab.key}>
              <Link
                className={clsx('best__tab', current && 'best__tab--current')}
                to={paths.best({ platform: tab.platform ?? undefined })}
                aria-current={current ? (inCategory ? 'true' : 'page') : undefined}
              >
                {tab.platform && (
                  <span className={`best__tab-dot platform-badge--${tab.platform}`} aria-hidden="true" />
                )}
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
