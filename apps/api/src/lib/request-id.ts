import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request's id comes in and goes back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept when it is short and plain: up to 128 letters, digits and `._:-@/+=`
 * (a UUID, HAProxy's `%[unique-id]`, a trace id). Anything else (too long, spaces, quotes, control
 * characters that could forge a log line) is replaced by a new one.
 */
const SANE_ID = /^[\w.:@/+=-]{1,128}$/;

/** The request's id: the client's or the balancer's `X-Request-Id` when sane, otherwise a new UUID. */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Every answer Fastify sends carries its request's id in `X-Request-Id` (register first, before any hook that may answer). */
export function answerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
