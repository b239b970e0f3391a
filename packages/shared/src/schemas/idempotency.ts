import { z } from 'zod';

/** Longest `Idempotency-Key` accepted (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * The optional `Idempotency-Key` header of the creating writes (POST /reviews, /favorites,
 * /reviews/{id}/reports, /verification): a client-made unique value (a UUID, say) sent again
 * unchanged when the client retries the same request, which then gets the first answer instead
 * of doing the write twice. Kept a day per account.
 */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]+$/, { error: 'Must be visible ASCII characters without spaces (a UUID, say)' })
    .max(IDEMPOTENCY_KEY_LENGTH, { error: `Must be at most ${IDEMPOTENCY_KEY_LENGTH} characters` })
    .optional()
    .describe(
      'A unique value per intended write (e.g. a UUID), sent again unchanged on a retry: the retry gets the ' +
        'first answer (with Idempotent-Replayed: true) instead of a second write or a 409. Kept a day per account; the same key with another request is 422.',
    ),
});
export type IdempotencyHeaders = z.output<typeof idempotencyHeaders>;
