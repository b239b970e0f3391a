import { randomBytes } from 'node:crypto';
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

/**
 * A new id: this process's random prefix (48 bits, drawn at start) and its count of requests, as
 * `3f9c0a1b7e2d-1k2f`. Unique across processes and instances for all practical purposes, which is
 * all a log's correlation needs (an id is no secret and grants nothing), and about a tenth of a
 * random UUID's cost: the fast path pays it on each of its answers.
 */
const PREFIX = `${randomBytes(6).toString('hex')}-`;
let issued = 0;

/** The request's id: the client's or the balancer's `X-Request-Id` when sane, otherwise a new one. */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && SANE_ID.test(given)) return given;
  issued += 1;
  return PREFIX + issued.toString(36);
}

/** Every answer Fastify sends carries its request's id in `X-Request-Id` (register first, before any hook that may answer). */
export function answerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
