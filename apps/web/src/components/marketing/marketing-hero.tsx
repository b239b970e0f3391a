import clsx from 'clsx';
import type { ReactNode } from 'react';
import './marketing.css';

export interface MarketingHeroProps {
  eyebrow?: string;
  /** The page's h1. With a `tagline`, the h1 is set small above it (e.g. 'About FanLens'). */
  title: string;
  /** A large display line under a small h1. */
  tagline?: string;
  lead?: ReactNode;
  /** The buttons under the lead. */
  actions?: ReactNode;
  /** Something beside the text on wide screens (below it on narrow ones). */
  aside?: ReactNode;
  className?: string;
}

/** The opening of a marketing page: eyebrow, the page's h1, a lead, actions and an optional aside. */
export function MarketingHero({ eyebrow, title, tagline, lead, actions, aside, className }: MarketingHeroProps) {
  return (
    <section className={clsx('marketing-hero', aside && 'marketing-hero--with-aside', className)}>
      <div className="stack marketing-hero__text">
        {eyebrow && <p className="eyebrow eyebrow--accent">{eyebrow}</p>}
        {tagline ? (
          <>
            <h1 className="eyebrow eyebrow--accent">{title}</h1>
            <p className="marketing-hero__title">{tagline}</p>
          </>
        ) : (
          <h1 className="marketing-hero__title">{title}</h1>
        )}
        {lead && <p className="marketing-hero__lead">{lead}</p>}
        {actions && <div className="cluster marketing-hero__actions">{actions}</div>}
      </div>
      {aside && <div className="marketing-hero__aside">{aside}</div>}
    </section>
  );
}
