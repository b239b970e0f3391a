import { z } from 'zod';
import { PLATFORMS } from '../platforms';
import { RATING_RANGE } from '../limits';
import { dateTimeField, entityId } from '../schemas/common';

/** The signals the checks read on a review (docs/decisions/020-unusual-activity.md). */
export const REVIEW_SIGNALS = ['newAccount', 'unconfirmed', 'onlyReview', 'sharedAddress', 'sharedDevice'] as const;
export type ReviewSignal = (typeof REVIEW_SIGNALS)[number];

/**
 * `open` while any of its reviews is held; once none is, `released` (all public), `removed` (all
 * hidden) or `partly_removed` (a moderator decided its reviews one by one, some each way).
 */
export const REVIEW_CASE_STATUSES = ['open', 'released', 'removed', 'partly_removed'] as const;
export type ReviewCaseStatus = (typeof REVIEW_CASE_STATUSES)[number];

/** What a moderator decided for one review of a case. */
export const CASE_OUTCOMES = ['released', 'removed'] as const;

/** One review of a case with its evidence: the account, its age, the hashed address and browser. */
export const reviewCaseReviewSchema = z.object({
  id: entityId,
  rating: z.number().int().min(RATING_RANGE.min).max(RATING_RANGE.max),
  comment: z.string(),
  createdAt: dateTimeField,
  /** Still held (false once a moderator decided it, alone or with its case). */
  held: z.boolean(),
  /** What a moderator decided for it (null while held). */
  outcome: z.enum(CASE_OUTCOMES).nullable(),
  account: z.object({
    id: entityId,
    name: z.string(),
    email: z.string(),
    createdAt: dateTimeField,
    /** Whole days between the account's opening and the review. */
    ageDays: z.number().int(),
    confirmed: z.boolean(),
    /** Reviews of other creators by the same account. */
    otherReviews: z.number().int().min(0),
  }),
  /** The first 12 characters of the keyed hashes (never the address itself); null when unknown. */
  addressHash: z.string().nullable(),
  deviceHash: z.string().nullable(),
  signals: z.array(z.enum(REVIEW_SIGNALS)),
});
export type ReviewCaseReview = z.infer<typeof reviewCaseReviewSchema>;

/** One case of unusual activity in the moderation queue. */
export const reviewCaseSchema = z.object({
  id: entityId,
  status: z.enum(REVIEW_CASE_STATUSES),
  openedAt: dateTimeField,
  decidedAt: dateTimeField.nullable(),
  decisionReason: z.string().nullable(),
  creator: z.object({
    id: entityId,
    username: z.string(),
    name: z.string().nullable(),
    platform: z.enum(PLATFORMS),
  }),
  reviewCount: z.number().int().min(0),
  /** The case's reviews per rating (the same rating pattern shows here). */
  ratingBreakdown: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  reviews: z.array(reviewCaseReviewSchema),
});
export type ReviewCase = z.infer<typeof reviewCaseSchema>;

/**
 * Answer of POST /moderation/cases/{id}/release and /remove, and of the same for one review
 * (/moderation/cases/{id}/reviews/{reviewId}/…): the case's status after it and the reviews decided.
 */
export const reviewCaseDecisionSchema = z.object({
  id: entityId,
  status: z.enum(REVIEW_CASE_STATUSES),
  reviews: z.number().int().min(0),
});
export type ReviewCaseDecision = z.infer<typeof reviewCaseDecisionSchema>;
