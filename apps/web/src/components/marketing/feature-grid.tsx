import clsx from 'clsx';
import type { ReactNode } from 'react';
import './marketing.css';

export interface Feature {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** A small label in the corner (e.g. 'Coming soon'). */
  badge?: string;
}

/** Cards of features or reasons, each with an icon, a title and a line of text. */
export function FeatureGrid({
  items,
  quiet = false,
}: {
  items: Feature[];
  /** Subdued cards (e.g. features to come). */ quiet?: boolean;
}) {
  return (
    <ul className={clsx('feature-grid', quiet && 'feature-grid--quiet')} role="list">
      {items.map((item) => (
        <li key={item.title} className="feature-grid__item">
          <span className="feature-grid__icon">{item.icon}</span>
          <h3 className="cluster feature-grid__title">
            {item.title}
            {item.badge && <span className="feature-grid__badge">{item.badge}</span>}
          </h3>
          <p className="feature-grid__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
