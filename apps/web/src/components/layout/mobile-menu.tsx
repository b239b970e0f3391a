import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo/logo';
import { AuthButtons } from './auth-buttons';
import { MenuIcon } from './menu-icon';
import { NavLinks } from './nav-links';
import './mobile-menu.css';

/** Under 720 px: a menu button opening a panel with the links (and log in / sign up). */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="mobile-menu__button" aria-label={t('nav.openMenu')}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content className="mobile-menu" aria-describedby={undefined}>
          <div className="mobile-menu__top">
            <Dialog.Title className="mobile-menu__title">
              <Logo size="sm" />
            </Dialog.Title>
            <Dialog.Close className="mobile-menu__button mobile-menu__button--close" aria-label={t('nav.closeMenu')}>
              <MenuIcon open />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')}>
            <NavLinks className="mobile-menu__links" onNavigate={close} />
          </nav>
          {!signedIn && <AuthButtons className="mobile-menu__auth" block onNavigate={close} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
