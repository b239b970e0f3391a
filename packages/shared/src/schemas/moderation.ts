import { z } from 'zod';
import { MODERATION_REASON_LENGTH, REPORT_DETAILS_MAX } from '../limits';
import { MESSAGES, maxLengthMessage } from '../messages';
import { limitQuery, offsetQuery, oneOf, requiredText, withoutControlCharacters } from './common';

/** Why a review is reported. */
export const REPORT_REASONS = ['spam', 'fake', 'offensive', 'personal_info', 'conflict_of_interest', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Optional free text of a report: trimmed, at most REPORT_DETAILS_MAX characters; blank = none. */
const detailsField = z
  .string({ error: MESSAGES.text })
  .refine(withoutControlCharacters({ multiline: true }), { error: MESSAGES.controlCharacters, abort: true })
  .trim()
  .max(REPORT_DETAILS_MAX, { error: maxLengthMessage(REPORT_DETAILS_MAX) })
  .nullish()
  .transform((value) => value || undefined);

/** POST /reviews/{id}/reports; `details` is required for `other`. */
export const reportBody = z
  .object({ reason: oneOf(REPORT_REASONS), details: detailsField })
  .refine((body) => body.reason !== 'other' || body.details !== undefined, {
    error: MESSAGES.required,
    path: ['details'],
  });
export type ReportBodyInput = z.input<typeof reportBody>;
export type ReportBody = z.output<typeof reportBody>;

export const REPORT_STATUS_FILTERS = ['open', 'resolved'] as const;
export const REPORT_QUEUE_SORTS = ['oldest', 'most_reported'] as const;
export type ReportQueueSort = (typeof REPORT_QUEUE_SORTS)[number];

/** GET /moderation/reports */
export const reportQueueQuery = z.object({
  limit: limitQuery,
  offset: offsetQuery,
  status: oneOf(REPORT_STATUS_FILTERS).default('open'),
  sort: oneOf(REPORT_QUEUE_SORTS).default('oldest'),
});
export type ReportQueueQuery = z.output<typeof reportQueueQuery>;

/** POST /moderation/reviews/{id}/hide */
export const hideReviewBody = z.object({ reason: requiredText(MODERATION_REASON_LENGTH, { multiline: true }) });
export type HideReviewBody = z.output<typeof hideReviewBody>;

/** PATCH /users/my/notifications: the e-mails the user wants. */
export const notificationSettingsBody = z.object({
  replies: z.boolean({ error: MESSAGES.boolean }).optional(),
  newReviews: z.boolean({ error: MESSAGES.boolean }).optional(),
  moderation: z.boolean({ error: MESSAGES.boolean }).optional(),
});
export type NotificationSettingsBody = z.output<typeof notificationSettingsBody>;

export const NOTIFICATION_KINDS = ['replies', 'newReviews', 'moderation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What an unsubscribe link turns off: a notification kind, or `alerts` (price alerts of favorites: delivery off). */
export const UNSUBSCRIBE_KINDS = [...NOTIFICATION_KINDS, 'alerts'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** GET /notifications/unsubscribe (the link of every notification e-mail). */
export const unsubscribeQuery = z.object({
  user: z.coerce.number({ error: MESSAGES.id }).int({ error: MESSAGES.id }).min(1, { error: MESSAGES.id }),
  kind: oneOf(UNSUBSCRIBE_KINDS),
  /** Named `token` so the request log redacts it. */
  token: z.string({ error: MESSAGES.text }).regex(/^[0-9a-f]{64}$/, { error: 'Must be a valid link' }),
});
export type UnsubscribeQuery = z.output<typeof unsubscribeQuery>;
