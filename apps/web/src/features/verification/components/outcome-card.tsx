import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CheckIcon, CrossIcon } from './verification-icons';
import { PageHead } from '@/components/page/page-head';

export interface OutcomeCardProps {
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
  actions: ReactNode;
  testId?: string;
}

/** The frame of a verification outcome: a big mark, the title (h1), the message and the next steps. */
export function OutcomeCard({ tone, title, children, actions, testId }: OutcomeCardProps) {
  return (
    <div className="verification-outcome container" data-testid={testId}>
      <PageHead title={`${title} · FanLens`} />
      <section className={clsx('card', 'outcome-card', `outcome-card--${tone}`)} aria-labelledby="outcome-card-title">
        <span className="outcome-card__mark" aria-hidden="true">
          {tone === 'success' ? <CheckIcon size={34} /> : <CrossIcon size={34} />}
        </span>
        <h1 id="outcome-card-title" className="outcome-card__title">
          {title}
        </h1>
        <div className="stack outcome-card__body">{children}</div>
        <div className="cluster outcome-card__actions">{actions}</div>
      </section>
    </div>
  );
}
