import { z } from 'zod';
import { date, exportSection, listOf, withIsoDates } from './export-section';

/** What the account did on the site: reviews, replies, votes, favorites, reports, requests, moderation. */
export const ACTIVITY_SECTIONS = [
  exportSection({
    key: 'reviews',
    description:
      "The account's reviews, hidden ones too (with the moderator's reason) and those held by the checks (pending), with the keyed hashes of the address and browser each was written from, and the creator's reply to each",
    schema: z.array(
      z.object({
        id: z.number(),
        creator: z.object({ username: z.string(), name: z.string() }),
        rating: z.number(),
        comment: z.string(),
        positive: z.array(z.string()),
        negative: z.array(z.string()),
        isSubscriber: z.boolean(),
        anonymous: z.boolean(),
        helpfulCount: z.number(),
        hidden: z.boolean(),
        hiddenAt: date.nullable(),
        hiddenReason: z.string().nullable(),
        /** Set while the unusual-activity checks hold the review (pending a moderator). */
        heldAt: date.nullable(),
        addressHash: z.string().nullable(),
        browserHash: z.string().nullable(),
        reply: z.object({ comment: z.string(), createdAt: date, updatedAt: date }).nullable(),
        createdAt: date,
        updatedAt: date,
        editedAt: date.nullable(),
      }),
    ),
    query: `select r.id, c.username, c.name, r.rating, r.comment, r.positive, r.negative, r.is_subscriber as "isSubscriber",
        r.anonymous, r.helpful_count as "helpfulCount", r.hidden_at as "hiddenAt", r.hidden_reason as "hiddenReason",
        r.held_at as "heldAt", r.address_hash as "addressHash", r.device_hash as "browserHash",
        rr.comment as "replyComment", rr.created_at as "replyCreatedAt", rr.updated_at as "replyUpdatedAt",
        r.created_at as "createdAt", r.updated_at as "updatedAt", r.edited_at as "editedAt"
      from reviews r join creators c on c.id = r.creator_id left join review_reactions rr on rr.review_id = r.id
      where r.user_id = $1 order by r.created_at, r.id`,
    present: (
      rows: {
        id: number;
        username: string;
        name: string;
        rating: number;
        comment: string;
        positive: string[];
        negative: string[];
        isSubscriber: boolean;
        anonymous: boolean;
        helpfulCount: number;
        hiddenAt: Date | null;
        hiddenReason: string | null;
        heldAt: Date | null;
        addressHash: string | null;
        browserHash: string | null;
        replyComment: string | null;
        replyCreatedAt: Date | null;
        replyUpdatedAt: Date | null;
        createdAt: Date;
        updatedAt: Date;
        editedAt: Date | null;
      }[],
    ) =>
      rows.map((row) => {
        const { username, name, replyComment, replyCreatedAt, replyUpdatedAt, ...review } = withIsoDates(row);
        return {
          ...review,
          rating: Number(review.rating),
          helpfulCount: Number(review.helpfulCount),
          creator: { username, name },
          hidden: review.hiddenAt !== null,
          reply:
            replyComment === null
              ? null
              : { comment: replyComment, createdAt: replyCreatedAt!, updatedAt: replyUpdatedAt! },
        };
      }),
  }),
  exportSection({
    key: 'replies',
    description: 'Replies the account wrote as a creator, on reviews of the pages it claimed',
    schema: z.array(
      z.object({
        reviewId: z.number(),
        creatorUsername: z.string(),
        comment: z.string(),
        createdAt: date,
        updatedAt: date,
      }),
    ),
    query: `select rr.review_id as "reviewId", c.username as "creatorUsername", rr.comment,
        rr.created_at as "createdAt", rr.updated_at as "updatedAt"
      from review_reactions rr join reviews r on r.id = rr.review_id join creators c on c.id = r.creator_id
      where rr.user_id = $1 order by rr.created_at, rr.id`,
    present: listOf<{ reviewId: number; creatorUsername: string; comment: string; createdAt: Date; updatedAt: Date }>,
  }),
  exportSection({
    key: 'helpfulVotes',
    description: 'Reviews the account marked helpful',
    schema: z.array(z.object({ reviewId: z.number(), creatorUsername: z.string(), createdAt: date })),
    query: `select h.review_id as "reviewId", c.username as "creatorUsername", h.created_at as "createdAt"
      from review_helpful h join reviews r on r.id = h.review_id join creators c on c.id = r.creator_id
      where h.user_id = $1 order by h.created_at, h.review_id`,
    present: listOf<{ reviewId: number; creatorUsername: string; createdAt: Date }>,
  }),
  exportSection({
    key: 'favorites',
    description: 'Creators the account saved as favorites',
    schema: z.array(
      z.object({ creatorUsername: z.string(), creatorName: z.string(), platform: z.string(), createdAt: date }),
    ),
    query: `select c.username as "creatorUsername", c.name as "creatorName", c.platform, f.created_at as "createdAt"
      from favorites f join creators c on c.id = f.creator_id where f.user_id = $1 order by f.created_at, c.id`,
    present: listOf<{ creatorUsername: string; creatorName: string; platform: string; createdAt: Date }>,
  }),
  exportSection({
    key: 'reports',
    description: 'Reviews the account reported, with the reason, the details and what a moderator decided',
    schema: z.array(
      z.object({
        reviewId: z.number(),
        reason: z.string(),
        details: z.string().nullable(),
        status: z.string(),
        outcome: z.string().nullable(),
        createdAt: date,
        resolvedAt: date.nullable(),
      }),
    ),
    query: `select review_id as "reviewId", reason, details, status, outcome, created_at as "createdAt",
        resolved_at as "resolvedAt"
      from review_reports where user_id = $1 order by created_at, id`,
    present: listOf<{
      reviewId: number;
      reason: string;
      details: string | null;
      status: string;
      outcome: string | null;
      createdAt: Date;
      resolvedAt: Date | null;
    }>,
  }),
  exportSection({
    key: 'removalRequests',
    description:
      'Requests to remove a creator page that belong to the account (sent while signed in to it, or from its e-mail address once the account confirmed that address), and their decisions',
    schema: z.array(
      z.object({
        creatorUsername: z.string(),
        reason: z.string(),
        status: z.string(),
        decisionNote: z.string().nullable(),
        createdAt: date,
        decidedAt: date.nullable(),
      }),
    ),
    query: `select c.username as "creatorUsername", q.reason, q.status, q.decision_note as "decisionNote",
        q.created_at as "createdAt", q.decided_at as "decidedAt"
      from removal_requests q join creators c on c.id = q.creator_id
      where q.user_id = $1 -- the account's requests, as deleteRemovalRequestsOf (deletion-queries.ts) takes them
        or lower(q.email) = (select lower(email) from users where id = $1 and email_confirmed_at is not null)
      order by q.created_at, q.id`,
    present: listOf<{
      creatorUsername: string;
      reason: string;
      status: string;
      decisionNote: string | null;
      createdAt: Date;
      decidedAt: Date | null;
    }>,
  }),
  exportSection({
    key: 'moderationActions',
    description: 'Moderation actions the account took as a moderator',
    schema: z.array(
      z.object({
        action: z.string(),
        reviewId: z.number().nullable(),
        creatorUsername: z.string().nullable(),
        reason: z.string().nullable(),
        createdAt: date,
      }),
    ),
    query: `select l.action, l.review_id as "reviewId", c.username as "creatorUsername", l.reason, l.created_at as "createdAt"
      from moderation_log l left join creators c on c.id = l.creator_id where l.moderator_id = $1 order by l.created_at, l.id`,
    present: listOf<{
      action: string;
      reviewId: number | null;
      creatorUsername: string | null;
      reason: string | null;
      createdAt: Date;
    }>,
  }),
];
