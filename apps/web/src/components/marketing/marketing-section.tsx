import clsx from 'clsx';
import { type ReactNode, useId } from 'react';
import './marketing.css';

export interface MarketingSectionProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  children: ReactNode;
  className?: string;
  /** The section's id, so a link can point at it (`/transparency#…`). */
  anchor?: string;
}

/** A titled band of a marketing page (h2 + optional lead). */
export function MarketingSection({ title, lead, eyebrow, children, className, anchor }: MarketingSectionProps) {
  const id = useId();
  return (
    <section id={anchor} className={clsx('stack marketing-section', className)} aria-labelledby={id}>
      <div className="stack marketing-section__header">
        {eyebrow && <p className="eyebrow eyebrow--accent">{eyebrow}</p>}
        <h2 id={id} className="marketing-section__title">
          {title}
        </h2>
        {lead && <p className="marketing-section__lead">{lead}</p>}
      </div>
      {children}
    </section>
  );
}
