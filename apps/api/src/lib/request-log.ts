import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach the logs: the e-mailed reset, confirmation and
 * unsubscribe tokens travel as `token=`.
 */
const SECRET_PARAMS = /([?&]token=)[^&#]*/gi;
/** Path segments that are secrets: an invitation's code (`GET /api/invitations/{code}`). */
const SECRET_PATHS = /^(\/api\/invitations\/)[^/?#]+/i;

/** A request address as logged: secret query values and path segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}

/** The logger's request serializer: method, url (redacted), remote address. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/**
 * One log line per request, once it is answered, instead of Fastify's pair ("incoming request" and
 * "request completed"): method, address (redacted), status, time and client, with the request's id
 * (`reqId`) as every line of the request has it; at error level when the answer failed to be sent.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
