import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the logs (the e-mailed reset token, say). */
const SECRET_PARAMS = /([?&]token=)[^&#]*/gi;

/** A request address as logged: secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** The logger's request serializer: method, url (redacted), remote address. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
