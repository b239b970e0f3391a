import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { LanguageChooser } from '@/components/language-chooser/language-chooser';
import { Logo } from '@/components/logo/logo';
import { AuthButtons } from './auth-buttons';
import { MenuIcon } from './menu-icon';
import { NavLinks } from './nav-links';

export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}

/** The panel of the mobile menu: the links, the language, and log in / sign up for guests. */
export function MobileMenuPanel({ open, onOpenChange, signedIn }: MobileMenuPanelProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay mobile-menu__overlay" />
        <Dialog.Content className="sheet sheet--side mobile-menu" aria-describedby={undefined}>
          <div className="mobile-menu__top">
            <Dialog.Title className="mobile-menu__title">
              <Logo size="sm" />
            </Dialog.Title>
            <Dialog.Close className="mobile-menu__button mobile-menu__button--close" aria-label={t('nav.closeMenu')}>
              <MenuIcon open />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')}>
            <NavLinks className="mobile-menu__links" onNavigate={close} expanded />
          </nav>
          <LanguageChooser className="mobile-menu__language" />
          {!signedIn && <AuthButtons className="mobile-menu__auth" block onNavigate={close} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
