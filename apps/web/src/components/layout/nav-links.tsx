import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { ForCreatorsMenu } from './for-creators-menu';
import './nav-links.css';

export interface NavLinksProps {
  className?: string;
  /** Called when a link is followed (the mobile menu closes). */
  onNavigate?: () => void;
  /** The "For creators" links listed under their heading rather than behind a button (the mobile menu). */
  expanded?: boolean;
}

/** The header's main links: Categories, Deals, About, and the For creators menu. */
export function NavLinks({ className, onNavigate, expanded = false }: NavLinksProps) {
  const { t } = useTranslation();
  const links = [
    { to: paths.categories(), label: t('nav.categories') },
    { to: paths.deals(), label: t('nav.deals') },
    { to: paths.about(), label: t('nav.about') },
  ];
  return (
    <ul role="list" className={clsx('nav-links', className)}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className="nav-links__link" onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <ForCreatorsMenu expanded={expanded} onNavigate={onNavigate} />
      </li>
    </ul>
  );
}
