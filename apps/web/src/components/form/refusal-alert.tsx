import type { Ref } from 'react';
import { Link } from 'react-router';
import { FormAlert } from './form-alert';
import type { InlineRefusal } from './server-errors';

/** A refused submit shown in the form (role alert), with a link to the page it names when it names one. */
export function RefusalAlert({
  refusal,
  linkLabel,
  ref,
}: {
  refusal: InlineRefusal;
  /** The link's text ('Open the page'). */
  linkLabel: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <FormAlert tone="error" ref={ref} className="refusal-alert">
      <span>{refusal.text}</span>
      {refusal.location && (
        <Link to={refusal.location} className="refusal-alert__link">
          {linkLabel}
        </Link>
      )}
    </FormAlert>
  );
}
