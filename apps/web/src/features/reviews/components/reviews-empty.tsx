import type { ReactNode } from 'react';

/** What an empty reviews page shows: a line, a hint and an action. */
export function ReviewsEmpty({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="stack reviews-page__empty">
      <p className="reviews-page__empty-title">{title}</p>
      {hint && <p>{hint}</p>}
      {action}
    </div>
  );
}
