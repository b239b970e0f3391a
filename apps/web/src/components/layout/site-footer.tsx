import { COPYRIGHT_YEAR } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageChooser } from '@/components/language-chooser/language-chooser';
import { Logo } from '@/components/logo/logo';
import { paths } from '@/config/paths';
import './site-footer.css';

/** Privacy, Terms, About, the review guidelines, Transparency, the removal request form, the language and the copyright line. */
export function SiteFooter() {
  const { t } = useTranslation();
  const links = [
    { to: paths.privacy(), label: t('footer.privacy') },
    { to: paths.terms(), label: t('footer.terms') },
    { to: paths.about(), label: t('footer.about') },
    { to: paths.guidelines(), label: t('footer.guidelines') },
    { to: paths.transparency(), label: t('footer.transparency') },
    { to: paths.removalRequest(), label: t('footer.removalRequest') },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="stack site-footer__brand">
          <Logo size="sm" />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul role="list" className="cluster site-footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageChooser className="site-footer__language" />
        <p className="site-footer__copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
