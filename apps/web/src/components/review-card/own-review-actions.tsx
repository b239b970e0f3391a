import { Suspense, lazy } from 'react';
import { selectProfile, useProfileStore } from '@/lib/profile-store';
import type { Review } from '@/types/api';

// Only the author sees the buttons (never in the server's guest HTML): their code, with the
// confirm dialog, loads when a signed-in author's review is on screen.
const OwnReviewButtons = lazy(() =>
  import('./own-review-buttons').then((module) => ({ default: module.OwnReviewButtons })),
);

/**
 * The author's Edit (the review dialog, filled in) and Delete (asks to confirm) under their own
 * review; nothing for anyone else, nor on a review a moderator hid (the API refuses both: 409).
 */
export function OwnReviewActions({ review }: { review: Review }) {
  const profile = useProfileStore(selectProfile);
  if (!profile || review.userId !== profile.id || review.hidden) return null;
  return (
    <Suspense fallback={null}>
      <OwnReviewButtons review={review} />
    </Suspense>
  );
}
