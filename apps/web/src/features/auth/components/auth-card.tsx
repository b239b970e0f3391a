import type { ReactNode } from 'react';
import { LogoMark } from '@/components/logo/logo-mark';
import './auth.css';
import { PageHead } from '@/components/page/page-head';

export interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** The line under the card linking to the other auth screens. */
  footer?: ReactNode;
}

/** The frame of the auth screens: a centred card with the title, the form and links below. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="stack auth-screen container">
      <PageHead title={`${title} · FanLens`} />
      <section className="auth-card" aria-labelledby="auth-card-title">
        <header className="stack auth-card__header">
          <span className="auth-card__mark" aria-hidden="true">
            <LogoMark />
          </span>
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {lead && <p className="auth-card__lead">{lead}</p>}
        </header>
        {children}
      </section>
      {footer && <p className="auth-screen__footer">{footer}</p>}
    </div>
  );
}
