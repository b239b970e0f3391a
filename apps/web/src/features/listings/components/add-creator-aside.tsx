import { CREATORS_ADDED_PER_DAY, CREATORS_ADDED_PER_DAY_CONFIRMED } from '@fanlens/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon, LinkIcon, ShieldCheckIcon, UsersIcon } from '@/components/marketing/marketing-icons';
import { paths } from '@/config/paths';

const ITEMS: readonly { key: 'read' | 'reviews' | 'claim' | 'moderators'; icon: ReactNode }[] = [
  { key: 'read', icon: <LinkIcon /> },
  { key: 'reviews', icon: <ChatIcon /> },
  { key: 'claim', icon: <ShieldCheckIcon /> },
  { key: 'moderators', icon: <UsersIcon /> },
];

/** Beside the form: where the page's data comes from, what happens once it is added, and the daily limit. */
export function AddCreatorAside() {
  const { t } = useTranslation();
  return (
    <aside className="card add-creator-aside" aria-labelledby="add-creator-aside-title">
      <h2 id="add-creator-aside-title" className="add-creator-aside__title">
        {t('listings.aside.title')}
      </h2>
      <ul className="stack add-creator-aside__list" role="list">
        {ITEMS.map(({ key, icon }) => (
          <li key={key} className="add-creator-aside__item">
            <span className="add-creator-aside__icon" aria-hidden="true">
              {icon}
            </span>
            <span>
              <strong>{t(`listings.aside.${key}.title`)}</strong>
              <span className="add-creator-aside__text">{t(`listings.aside.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="add-creator-aside__limit">
        {t('listings.aside.limit', { count: CREATORS_ADDED_PER_DAY, confirmed: CREATORS_ADDED_PER_DAY_CONFIRMED })}
      </p>
      <Link to={paths.verification()} className="add-creator-aside__more">
        {t('listings.aside.own')}
      </Link>
    </aside>
  );
}
