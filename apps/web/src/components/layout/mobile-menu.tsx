import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { MenuIcon } from './menu-icon';
import './mobile-menu.css';

// The panel (a dialog) loads the first time the menu opens: no page needs it to first paint.
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
);

/** Under 720 px: a menu button opening a panel with the links (and log in / sign up). */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { open, opened, show, setOpen } = useOpenedOnce();
  return (
    <>
      <button
        type="button"
        className="mobile-menu__button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        <MenuIcon />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} signedIn={signedIn} />
        </Suspense>
      )}
    </>
  );
}
