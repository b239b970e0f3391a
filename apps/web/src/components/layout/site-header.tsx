import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageChooser } from '@/components/language-chooser/language-chooser';
import { Logo } from '@/components/logo/logo';
import { paths } from '@/config/paths';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';
import { AuthButtons } from './auth-buttons';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import './site-header.css';

// The avatar menu (a dropdown) is for signed-in users only, who never get it in the server's
// HTML: its code loads when a signed-in header first renders.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** Logo, main links, the language, and log in / sign up or the avatar menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const signedIn = useAuthStore(selectIsSignedIn);
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home()} className="site-header__logo" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.label')} className="site-header__nav">
          <NavLinks />
        </nav>
        <div className="site-header__actions">
          <LanguageChooser className="site-header__language" />
          {signedIn ? (
            <Suspense
              fallback={
                <span className="user-menu__trigger" aria-hidden="true">
                  <span className="avatar avatar--sm" />
                </span>
              }
            >
              <UserMenu />
            </Suspense>
          ) : (
            <AuthButtons className="site-header__auth" />
          )}
          <MobileMenu signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}
