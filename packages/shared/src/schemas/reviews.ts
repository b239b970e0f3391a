import { z } from 'zod';
import { COMMENT_LENGTH, RATING_RANGE } from '../limits';
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS } from '../filters';
import { NEGATIVE_TAGS, POSITIVE_TAGS } from '../tags';
import { MESSAGES, tagChoiceMessage } from '../messages';
import { invitationTokenField } from './invitations';
import { idField, limitQuery, offsetQuery, oneOf, queryInt, requiredText, typeError, usernameField } from './common';

/** Comments and replies are multi-line: tab and line breaks are the only control characters kept. */
export const commentField = requiredText(COMMENT_LENGTH, { multiline: true });

/** Ratings are whole stars only: 1, 2, 3, 4 or 5 (2.5 is rejected). */
export const ratingField = z
  .number({ error: typeError(MESSAGES.rating) })
  .int({ error: MESSAGES.rating })
  .min(RATING_RANGE.min, { error: MESSAGES.rating })
  .max(RATING_RANGE.max, { error: MESSAGES.rating });

const tagList = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z
    .array(z.enum(choices, { error: tagChoiceMessage(choices) }), { error: MESSAGES.list })
    .refine((tags) => new Set(tags).size === tags.length, { error: MESSAGES.duplicateTag })
    .default([]);

export const positiveTagsField = tagList(POSITIVE_TAGS);
export const negativeTagsField = tagList(NEGATIVE_TAGS);

const flag = z.boolean({ error: MESSAGES.boolean }).default(false);

/** Leave-review dialog. Tag lists default to empty, the yes/no flags to false. */
export const reviewForm = z.object({
  comment: commentField,
  rating: ratingField,
  positive: positiveTagsField,
  negative: negativeTagsField,
  isSubscriber: flag,
  anonymous: flag,
});
export type ReviewFormInput = z.input<typeof reviewForm>;
export type ReviewForm = z.output<typeof reviewForm>;

/** POST /reviews; `invitation`: the code of the invitation link the fan followed (decision 025). */
export const createReviewBody = reviewForm.extend({ creatorId: idField, invitation: invitationTokenField.optional() });
export type CreateReviewBodyInput = z.input<typeof createReviewBody>;
export type CreateReviewBody = z.output<typeof createReviewBody>;

/** PATCH /reviews/{id}: the fields of POST /reviews except creatorId, with the same rules. */
export const updateReviewBody = reviewForm;
export type UpdateReviewBody = z.output<typeof updateReviewBody>;

export const replyForm = z.object({ comment: commentField });
export type ReplyForm = z.output<typeof replyForm>;

/** PATCH /reviews/reaction/{reviewId} */
export const replyBody = z.object({ comment: commentField });
export type ReplyBody = z.output<typeof replyBody>;

/** GET /reviews/creator/{username} */
export const reviewListQuery = z.object({
  limit: limitQuery,
  offset: offsetQuery,
  sort: oneOf(REVIEW_SORTS).default(DEFAULT_REVIEW_SORT),
  /** Only the reviews with this many stars (the rating bars of the creator page). */
  rating: queryInt(RATING_RANGE.min, RATING_RANGE.max).optional(),
});
export type ReviewListQueryInput = z.input<typeof reviewListQuery>;
export type ReviewListQuery = z.output<typeof reviewListQuery>;

export const reviewIdParam = z.object({ reviewId: idField });
export type ReviewIdParam = z.output<typeof reviewIdParam>;

export const creatorUsernameParam = z.object({ username: usernameField });
export type CreatorUsernameParam = z.output<typeof creatorUsernameParam>;

/** GET /reviews/my-creator: paging, plus `creatorId` for one of the user's pages (all of them when absent). */
export const myCreatorReviewsQuery = z.object({
  limit: limitQuery,
  offset: offsetQuery,
  creatorId: idField.optional(),
});
export type MyCreatorReviewsQuery = z.output<typeof myCreatorReviewsQuery>;
