import { z } from 'zod';
import { RATING_RANGE } from '../limits';
import { dateTimeField, entityId } from '../schemas/common';

/** A creator's reply to a review. */
export const reactionSchema = z.object({
  id: entityId,
  comment: z.string(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  createdAt: dateTimeField,
  /** True when the review was edited after this reply was last written. */
  answersEarlierVersion: z.boolean(),
});
export type Reaction = z.infer<typeof reactionSchema>;

/** A review in JSON; `helpful` is for the bearer's user (false when anonymous). */
export const reviewSchema = z.object({
  id: entityId,
  createdAt: dateTimeField,
  updatedAt: dateTimeField,
  name: z.string().nullable(),
  creatorName: z.string().nullable(),
  creatorUsername: z.string(),
  avatarUrl: z.string().nullable(),
  userId: entityId.nullable(),
  rating: z.number().int().min(RATING_RANGE.min).max(RATING_RANGE.max),
  comment: z.string(),
  helpful: z.boolean(),
  helpfulCount: z.number().int().min(0),
  positive: z.array(z.string()),
  negative: z.array(z.string()),
  isSubscriber: z.boolean(),
  anonymous: z.boolean(),
  reactions: z.array(reactionSchema),
  /** The author edited the review (text, rating, tags or flags) after writing it. */
  edited: z.boolean(),
  editedAt: dateTimeField.nullable(),
  /** The author confirmed their e-mail address (the "Confirmed reviewer" mark). */
  authorConfirmed: z.boolean(),
  /**
   * The author's published reviews (hidden ones not counted) and the month their account was made
   * (YYYY-MM); both null on an anonymous review for everyone but its author.
   */
  authorReviewCount: z.number().int().min(0).nullable(),
  authorSince: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable(),
  /** Hidden by a moderator: only its author sees it (in their reviews), with the reason. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  /** Held by the checks (unusual activity): not public until a moderator decides; only its author sees it. */
  held: z.boolean(),
  /**
   * Written through a valid invitation of the page's creator (the "Invited" label); never on an
   * anonymous review, which a link sent to one fan would otherwise single out.
   */
  invited: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Answer of PATCH/DELETE /reviews/helpful/{id}. */
export const helpfulStateSchema = z.object({ helpful: z.boolean(), helpfulCount: z.number().int().min(0) });
export type HelpfulState = z.infer<typeof helpfulStateSchema>;
