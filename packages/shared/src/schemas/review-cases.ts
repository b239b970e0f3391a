import { z } from 'zod';
import { MODERATION_REASON_LENGTH } from '../limits';
import { idField, limitQuery, offsetQuery, oneOf, requiredText } from './common';

/** `open` cases hold reviews; `decided` ones hold none any more (released, removed, or partly removed). */
export const REVIEW_CASE_FILTERS = ['open', 'decided'] as const;

/** GET /moderation/cases */
export const reviewCaseQueueQuery = z.object({
  limit: limitQuery,
  offset: offsetQuery,
  status: oneOf(REVIEW_CASE_FILTERS).default('open'),
});
export type ReviewCaseQueueQuery = z.output<typeof reviewCaseQueueQuery>;

/**
 * POST /moderation/cases/{id}/remove (and …/reviews/{reviewId}/remove for one review): the reason,
 * which every removed review keeps as its hidden reason.
 */
export const removeReviewCaseBody = z.object({ reason: requiredText(MODERATION_REASON_LENGTH, { multiline: true }) });
export type RemoveReviewCaseBody = z.output<typeof removeReviewCaseBody>;

/** /moderation/cases/{id}/reviews/{reviewId}/…: one review of a case. */
export const caseReviewParams = z.object({ id: idField, reviewId: idField });
