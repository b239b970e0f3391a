import { type ReactNode, useId } from 'react';

export interface VerifyStepProps {
  number: number;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}

/** One numbered step of the verification form. */
export function VerifyStep({ number, title, text, children }: VerifyStepProps) {
  const id = useId();
  return (
    <li className="verify-step" aria-labelledby={id}>
      <span className="step-number verify-step__number" aria-hidden="true">
        {number}
      </span>
      <div className="stack verify-step__body">
        <h2 id={id} className="verify-step__title">
          <span className="visually-hidden">{number}. </span>
          {title}
        </h2>
        {text && <p className="verify-step__text">{text}</p>}
        {children}
      </div>
    </li>
  );
}
