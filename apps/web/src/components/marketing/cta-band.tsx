import { type ReactNode, useId } from 'react';
import './marketing.css';

/** A closing call to action: a title, a line and one or two buttons. */
export function CtaBand({ title, text, actions }: { title: string; text?: ReactNode; actions: ReactNode }) {
  const id = useId();
  return (
    <section className="cta-band" aria-labelledby={id}>
      <div className="cta-band__text">
        <h2 id={id} className="cta-band__title">
          {title}
        </h2>
        {text && <p className="cta-band__lead">{text}</p>}
      </div>
      <div className="cta-band__actions">{actions}</div>
    </section>
  );
}
