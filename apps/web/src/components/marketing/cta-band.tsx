import { type ReactNode, useId } from 'react';
import './marketing.css';

export interface CtaBandProps {
  title: string;
  /** Above the title (e.g. a short label in the area's own style). */
  eyebrow?: ReactNode;
  text?: ReactNode;
  actions: ReactNode;
}

/** A closing call to action: a title, a line and one or two buttons. */
export function CtaBand({ title, eyebrow, text, actions }: CtaBandProps) {
  const id = useId();
  return (
    <section className="stack cta-band" aria-labelledby={id}>
      <div className="stack cta-band__text">
        {eyebrow}
        <h2 id={id} className="cta-band__title">
          {title}
        </h2>
        {text && <p className="cta-band__lead">{text}</p>}
      </div>
      <div className="cluster cta-band__actions">{actions}</div>
    </section>
  );
}
