import clsx from 'clsx';
import type { ReactNode } from 'react';
import './marketing.css';

export interface Step {
  title: string;
  text: ReactNode;
}

/** Numbered steps (1, 2, 3…), side by side on wide screens. */
export function StepList({ steps, label }: { steps: Step[]; label?: string }) {
  return (
    <ol className={clsx('step-list', steps.length === 3 && 'step-list--three')} aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.title} className="step-list__item">
          <span className="step-number step-list__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="step-list__title">{step.title}</h3>
          <p className="step-list__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
