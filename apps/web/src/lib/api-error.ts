/** Codes the client itself gives to failures that never got an API answer. */
export const CLIENT_ERROR_CODES = { timeout: 'timeout', network: 'network', aborted: 'aborted' } as const;

/**
 * A failed API call. `status` is the HTTP status (0 when no answer came), `code` the API's
 * stable error code or a client code, `message` the server's text when it sent one,
 * `field` the input at fault for a 400, `location` the address of what a refusal names.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** The address of what the refusal names (the page of `already_listed`), when the answer gives one. */
  readonly location: string | undefined;
  /** True when `message` came from the server's error body. */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    field?: string;
    location?: string;
    fromServer?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.location = init.location;
    this.fromServer = init.fromServer ?? false;
  }

  get isClientError() {
    return this.status >= 400 && this.status < 500;
  }
}

/** Builds the ApiError of an error answer from its body (`{ statusCode, code, message, field? }`). */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message = typeof data.message === 'string' && data.message.trim() ? data.message : '';
  return new ApiError({
    status,
    code: typeof data.code === 'string' ? data.code : `http_${status}`,
    message,
    field: typeof data.field === 'string' ? data.field : undefined,
    location: typeof data.location === 'string' ? data.location : undefined,
    fromServer: message !== '',
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
