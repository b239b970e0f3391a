import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, the screen in a <main> landmark, footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app-shell" data-testid="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" className="app-shell__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
