import { PLATFORMS, PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Ranking } from '../utils/rankings';
import '@/components/platform-badge/platform-badge.css';

export interface RankedTabsProps {
  ranking: Ranking;
  /** The platform shown (null: every platform). */
  platform: Platform | null;
  /** True on a category's page: its platform's tab is marked, but links to that platform's page. */
  inCategory?: boolean;
}

/** The platform tabs of a ranking's pages: links with the platform in the address, server-rendered. */
export function RankedTabs({ ranking, platform, inCategory = false }: RankedTabsProps) {
  const { t } = useTranslation();
  const tabs: { key: string; platform: Platform | null; label: string }[] = [
    { key: 'all', platform: null, label: t('ranked.tabs.all') },
    ...PLATFORMS.map((value) => ({ key: value, platform: value, label: PLATFORM_NAMES[value] })),
  ];
  return (
    <nav className="ranked__tabs" aria-label={t('ranked.tabs.label')}>
      <ul role="list" className="cluster ranked__tab-list">
        {tabs.map((tab) => {
          const current = tab.platform === platform;
          return (
            <li key={tab.key}>
              <Link
                className={clsx('ranked__tab', current && 'ranked__tab--current')}
                to={ranking.path({ platform: tab.platform ?? undefined })}
                aria-current={current ? (inCategory ? 'true' : 'page') : undefined}
              >
                {tab.platform && (
                  <span className={`ranked__tab-dot platform-badge--${tab.platform}`} aria-hidden="true" />
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
