import clsx from 'clsx';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { ChevronRightIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';

export interface ForCreatorsMenuProps {
  /** Its links listed under the heading, always shown (the mobile menu). */
  expanded?: boolean;
  /** Called when a link is followed. */
  onNavigate?: () => void;
}

/**
 * "For creators" in the header: a disclosure button and its links (the creators' page, adding
 * a creator page). It closes on Escape (focus back on the button), a click or focus elsewhere,
 * and when a link is followed. The links are in the page's HTML either way (crawlers follow
 * them). In the mobile menu they are simply listed under their heading.
 */
export function ForCreatorsMenu({ expanded = false, onNavigate }: ForCreatorsMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const links = [
    { to: paths.forCreators(), label: t('nav.forCreatorsMenu.claim') },
    { to: paths.add(), label: t('nav.forCreatorsMenu.add') },
  ];
  const current = links.some((link) => link.to === pathname);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const follow = () => {
    setOpen(false);
    onNavigate?.();
  };
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const list = (
    <ul
      role="list"
      id={`${id}-links`}
      className={clsx('for-creators-menu__links', expanded && 'for-creators-menu__links--expanded')}
      hidden={!expanded && !open}
    >
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className="for-creators-menu__link" onClick={follow}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  if (expanded) {
    return (
      <div className="for-creators-menu for-creators-menu--expanded">
        <p className="eyebrow for-creators-menu__heading" id={`${id}-heading`}>
          {t('nav.forCreators')}
        </p>
        {list}
      </div>
    );
  }
  return (
    <div className="for-creators-menu" ref={root} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={clsx('nav-links__link for-creators-menu__button', current && 'nav-links__link--current')}
        aria-expanded={open}
        aria-controls={`${id}-links`}
        onClick={() => setOpen((value) => !value)}
      >
        {t('nav.forCreators')}
        <ChevronRightIcon size={14} className="for-creators-menu__chevron" />
      </button>
      {list}
    </div>
  );
}
