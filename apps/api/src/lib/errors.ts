/** Errors with a stable `code` the web maps to its texts; one handler writes them (see error-handler.ts). */
export class AppError extends Error {
  /** The address of what the error names (the page that is already listed), answered as `location`. */
  location?: string;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  withLocation(location: string): this {
    this.location = location;
    return this;
  }
}

export const badRequest = (field: string | undefined, message: string) =>
  new AppError(400, 'validation_failed', message, field);

export const notAuthorized = (message = 'Not authorized') => new AppError(401, 'not_authorized', message);

export const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Username or password is not correct');

export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'forbidden', message);

export const notFound = (what = 'Not found') => new AppError(404, 'not_found', what);

/** 410: a creator page removed on a removal request (docs/decisions/015-removal-requests.md). */
export const pageRemoved = () =>
  new AppError(410, 'page_removed', 'This creator page has been removed from FanLens at the request of its owner');

export const conflict = (code: string, message: string, field?: string) => new AppError(409, code, message, field);

export const payloadTooLarge = (field: string, message: string) =>
  new AppError(413, 'payload_too_large', message, field);

export const unsupportedMedia = (field: string, message: string) =>
  new AppError(415, 'unsupported_media', message, field);

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', `Too many attempts. Try again in ${formatWait(retryAfterSeconds)}.`, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** Seconds a client is asked to wait (Retry-After) while a dependency is out of reach. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** 503: the database cannot be reached right now (an outage, a restart); the request changed nothing. */
export const serviceUnavailable = () =>
  new AppError(
    503,
    'unavailable',
    'FanLens cannot reach its database right now. Try again in a few seconds.',
    undefined,
    { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) },
  );

function formatWait(seconds: number) {
  if (seconds < 90) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
