/** Stable error codes of API error bodies; the web maps them to its translated texts. */
export const ERROR_CODES = [
  'invalid_credentials',
  'not_authorized',
  'forbidden',
  'not_found',
  'validation_failed',
  'already_reviewed',
  'already_verified',
  'reviewed_own_page',
  'own_invitation',
  'already_reported',
  'already_requested',
  'already_appealed',
  'appeal_closed',
  'decision_lifted',
  'already_listed',
  'username_taken',
  'profile_not_found',
  'platform_unavailable',
  'page_removed',
  'duplicate_review',
  'review_hidden',
  'conflict',
  'email_taken',
  'already_confirmed',
  'link_used',
  'link_expired',
  'rate_limited',
  'payload_too_large',
  'unsupported_media',
  'idempotency_key_reused',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The four translated API messages (docs/product.md, "Messages"). */
export const ERROR_MESSAGES = {
  notAuthorized: 'Not authorized',
  invalidCredentials: 'Username or password is not correct',
  other: 'Something went wrong',
  notFound: 'Not found',
} as const;
export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** Which translated message a code shows; codes not listed show the server's own message. */
export const ERROR_CODE_MESSAGES: Partial<Record<ErrorCode, ErrorMessageKey>> = {
  not_authorized: 'notAuthorized',
  invalid_credentials: 'invalidCredentials',
  not_found: 'notFound',
  internal: 'other',
};
