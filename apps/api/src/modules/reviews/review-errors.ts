import { AppError, conflict, forbidden, notAuthorized, notFound } from '../../lib/errors';
import { isForeignKeyViolation, isUniqueViolation } from './pg-errors';

export const reviewNotFound = () => notFound('Review not found');
export const creatorNotFound = () => notFound('Creator not found');
export const alreadyReviewed = () =>
  conflict('already_reviewed', 'You have already reviewed this creator', 'creatorId');
export const ownPageReview = () => forbidden('You cannot review your own creator page');
/** The page's owner following their own invitation link (decision 025). */
export const ownInvitation = () =>
  new AppError(
    403,
    'own_invitation',
    'You cannot review your own creator page, not even through your own invitation',
    'invitation',
  );
export const ownReviewHelpful = () => forbidden('You cannot mark your own review as helpful');
export const notThisCreator = () => forbidden('Only the verified creator of this page can reply to its reviews');
export const notYourReview = () => forbidden('Only the author can change or delete this review');
/** A review a moderator hid stays as it is until a moderator restores it (docs/decisions/013). */
export const reviewHidden = () =>
  conflict('review_hidden', 'A moderator hid this review: it cannot be edited or deleted while it is hidden');
export const hiddenReviewOfCreator = () =>
  conflict(
    'review_hidden',
    'A moderator hid your review of this creator: you cannot review this creator again while it is hidden',
    'creatorId',
  );
export const notACreator = () => forbidden('Only verified creators have reviews left for them');
export const notYourPage = () => forbidden('This creator page is not verified by you');

/**
 * Turns constraint violations of a review write into API errors: the UNIQUE (creator, user) pair
 * is a second review (409), a vanished creator or review a 404, a vanished user (deleted account
 * with a live token) a 401. Anything else is rethrown.
 */
export function reviewWriteError(error: unknown): unknown {
  if (isUniqueViolation(error)) return alreadyReviewed();
  if (isForeignKeyViolation(error, 'creator_id')) return creatorNotFound();
  if (isForeignKeyViolation(error, 'review_id')) return reviewNotFound();
  if (isForeignKeyViolation(error, 'user_id')) return notAuthorized();
  return error;
}
