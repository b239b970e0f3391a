import { z } from 'zod';
import { MODERATION_REASON_LENGTH } from '../limits';
import { limitQuery, offsetQuery, oneOf, requiredText } from './common';

/** `open` cases hold their reviews; `decided` ones were released or removed. */
export const REVIEW_CASE_FILTERS = ['open', 'decided'] as const;

/** GET /moderation/cases */
export const reviewCaseQueueQuery = z.object({
  limit: limitQuery,
  offset: offsetQuery,
  status: oneOf(REVIEW_CASE_FILTERS).default('open'),
});
export type ReviewCaseQueueQuery = z.output<typeof reviewCaseQueueQuery>;

/** POST /moderation/cases/{id}/remove: the reason, which every removed review keeps as its hidden reason. */
export const removeReviewCaseBody = z.object({ reason: requiredText(MODERATION_REASON_LENGTH, { multiline: true }) });
export type RemoveReviewCaseBody = z.output<typeof removeReviewCaseBody>;
