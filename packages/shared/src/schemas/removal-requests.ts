import { z } from 'zod';
import { MODERATION_REASON_LENGTH, REMOVAL_PAGE_MAX, REMOVAL_REASON_LENGTH } from '../limits';
import { MESSAGES, maxLengthMessage } from '../messages';
import { emailField, limitQuery, offsetQuery, oneOf, requiredText, withoutControlCharacters } from './common';

/**
 * POST /removal-requests: the page (its FanLens link or the creator's username), who asks (an
 * e-mail address the answer goes to) and why.
 */
export const removalRequestBody = z.object({
  page: requiredText({ min: 1, max: REMOVAL_PAGE_MAX }),
  email: emailField,
  reason: requiredText(REMOVAL_REASON_LENGTH, { multiline: true }),
});
export type RemovalRequestBodyInput = z.input<typeof removalRequestBody>;
export type RemovalRequestBody = z.output<typeof removalRequestBody>;

/**
 * The username a removal request names: the last path segment of a link (`https://…/ruby58?x` →
 * `ruby58`), or the text itself without a leading `@`.
 */
export function usernameOfPage(page: string): string {
  let value = page.trim();
  if (value.includes('/')) {
    const path = value.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0];
    value = path.split('/').filter(Boolean).pop() ?? '';
    try {
      value = decodeURIComponent(value);
    } catch {
      // Left as typed: the lookup then finds no page.
    }
  }
  return value.replace(/^@/, '');
}

export const REMOVAL_STATUS_FILTERS = ['open', 'resolved'] as const;

/** GET /moderation/removal-requests */
export const removalQueueQuery = z.object({
  limit: limitQuery,
  offset: offsetQuery,
  status: oneOf(REMOVAL_STATUS_FILTERS).default('open'),
});
export type RemovalQueueQuery = z.output<typeof removalQueueQuery>;

/** The decision form: an optional note, sent to the requester. */
export const removalDecisionForm = z.object({
  note: z
    .string({ error: MESSAGES.text })
    .refine(withoutControlCharacters({ multiline: true }), { error: MESSAGES.controlCharacters, abort: true })
    .trim()
    .max(MODERATION_REASON_LENGTH.max, { error: maxLengthMessage(MODERATION_REASON_LENGTH.max) })
    .nullish()
    .transform((value) => value || undefined),
});

/** POST /moderation/removal-requests/{id}/accept and …/decline (and a page's restore): the form, or no body. */
export const removalDecisionBody = removalDecisionForm.default({ note: undefined });
export type RemovalDecisionBody = z.output<typeof removalDecisionBody>;
