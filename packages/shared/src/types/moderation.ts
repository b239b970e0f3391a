import { z } from 'zod';
import { PLATFORMS } from '../platforms';
import { REPORT_REASONS } from '../schemas/moderation';
import { dateTimeField, entityId } from '../schemas/common';
import { reviewSchema } from './review';

/** Answer of POST /reviews/{id}/reports. */
export const reportSchema = z.object({
  id: entityId,
  reviewId: entityId,
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: dateTimeField,
});
export type Report = z.infer<typeof reportSchema>;

/** One reported review in the moderation queue. */
export const reportedReviewSchema = z.object({
  /** The newest report of the group (POST /moderation/reports/{id}/dismiss takes it). */
  reportId: entityId,
  review: reviewSchema,
  author: z.object({ id: entityId, name: z.string(), email: z.string(), confirmed: z.boolean() }),
  reportCount: z.number().int().min(0),
  reasons: z.record(z.enum(REPORT_REASONS), z.number().int().min(0)),
  latestDetails: z.string().nullable(),
  firstReportedAt: dateTimeField,
  lastReportedAt: dateTimeField,
  /** For resolved groups: `hidden` or `dismissed`. */
  outcome: z.string().nullable(),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

export const moderationLogEntrySchema = z.object({
  id: entityId,
  action: z.string(),
  moderator: z.object({ id: entityId, name: z.string() }).nullable(),
  /** In place of `moderator` once that account is deleted ('Deleted account 1a2b3c'). */
  moderatorPseudonym: z.string().nullable(),
  reviewId: entityId.nullable(),
  /** The deleted author of the review acted on (its review is then gone: `reviewId` null). */
  authorPseudonym: z.string().nullable(),
  /** The creator page of a page action (a removal request accepted or declined, a page restored). */
  creator: z.object({ id: entityId, username: z.string() }).nullable(),
  /** The unusual-activity case of a case action (released or removed). */
  caseId: entityId.nullable(),
  /** For a case action: how many reviews the case holds (what was released or removed). */
  reviewCount: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: dateTimeField,
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const notificationSettingsSchema = z.object({
  replies: z.boolean(),
  newReviews: z.boolean(),
  moderation: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Answer of POST /removal-requests. */
export const removalRequestReceiptSchema = z.object({
  id: entityId,
  status: z.literal('open'),
  createdAt: dateTimeField,
});
export type RemovalRequestReceipt = z.infer<typeof removalRequestReceiptSchema>;

/** One removal request in the moderation queue. */
export const removalRequestSchema = z.object({
  id: entityId,
  creator: z.object({
    id: entityId,
    username: z.string(),
    name: z.string().nullable(),
    platform: z.enum(PLATFORMS),
    verified: z.boolean(),
    /** When the page was removed (on this request or another), or null. */
    removedAt: dateTimeField.nullable(),
  }),
  email: z.string(),
  reason: z.string(),
  status: z.enum(['open', 'accepted', 'declined']),
  /** Open requests for the same page, this one included. */
  openForPage: z.number().int().min(0),
  decidedAt: dateTimeField.nullable(),
  decisionNote: z.string().nullable(),
  createdAt: dateTimeField,
});
export type RemovalRequest = z.infer<typeof removalRequestSchema>;
