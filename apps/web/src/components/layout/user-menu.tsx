import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { paths } from '@/config/paths';
import { selectIsCreator, selectIsModerator, selectProfile, useProfileStore } from '@/lib/profile-store';
import { signOut as endAndRevokeSession } from '@/lib/session';
import './user-menu.css';

/** The signed-in user's avatar menu (docs/product/site.md, "Header, menus, footer"). */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfileStore(selectProfile);
  const isCreator = useProfileStore(selectIsCreator);
  const isModerator = useProfileStore(selectIsModerator);
  const links = [
    { to: paths.myProfile(), label: t('userMenu.account') },
    { to: paths.reviewsForOthers(), label: t('userMenu.reviewsForOthers') },
    ...(isCreator
      ? [
          { to: paths.reviewsLeftForMe(), label: t('userMenu.reviewsLeftForMe') },
          { to: paths.creatorEdit(), label: t('userMenu.editPage') },
          { to: paths.creatorAnalytics(), label: t('userMenu.analytics') },
          { to: paths.creatorBadge(), label: t('userMenu.badge') },
        ]
      : []),
    { to: paths.myFavorites(), label: t('userMenu.favorites') },
    ...(isModerator ? [{ to: paths.moderation(), label: t('userMenu.moderation') }] : []),
  ];

  const signOut = () => {
    endAndRevokeSession();
    void navigate(paths.home());
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="user-menu__trigger" aria-label={t('userMenu.open')}>
        <Avatar name={profile?.name || profile?.email} src={profile?.avatarUrl} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu" align="end" sideOffset={10}>
          {profile && (
            <DropdownMenu.Label className="stack user-menu__who">
              <span className="user-menu__name">{profile.name || profile.email}</span>
              {profile.name && <span className="user-menu__email">{profile.email}</span>}
            </DropdownMenu.Label>
          )}
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className="user-menu__item">
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="user-menu__separator" />
          <DropdownMenu.Item className="user-menu__item" onSelect={signOut}>
            {t('userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
