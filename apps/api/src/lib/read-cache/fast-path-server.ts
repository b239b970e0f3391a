import http, { type OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { FastPath } from './fast-path';

/** Fastify's own defaults for the HTTP server it would create (keep-alive 72 s). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The HTTP server: each request is offered to the fast path first (once `fastPath()` has one),
 * then handed to Fastify. A request the fast path declines reaches Fastify untouched (its body is
 * not read before).
 */
export function fastPathServerFactory(fastPath: () => FastPath | null): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((req, res) => {
      const served = fastPath()?.serve(req, res);
      if (!served) {
        handler(req, res);
        return;
      }
      served.then(
        (done) => {
          if (!done) handler(req, res);
        },
        () => handler(req, res),
      );
    });
    const timeout = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
    server.keepAliveTimeout = timeout(options.keepAliveTimeout, KEEP_ALIVE_TIMEOUT_MS);
    server.requestTimeout = timeout(options.requestTimeout, 0);
    server.setTimeout(timeout(options.connectionTimeout, 0));
    return server;
  };
}

/**
 * Remembers, for the fast path, each guest answer of the read cache that Fastify sends with 200,
 * with the headers it was sent with. Register after the plugins that add headers (security
 * headers, compression), before the routes.
 */
export function rememberFastReads(app: FastifyInstance, fastPath: FastPath) {
  app.decorateRequest('fastRead', null);
  let draining = false;
  // Draining (see drain in server.ts): no new connection is accepted, idle ones are closed, and
  // every answer from now on, fast or not, ends its connection, so a load balancer's kept-alive
  // connections close after the request they carry instead of idling until keepAliveTimeout.
  app.addHook('preClose', async () => {
    draining = true;
    fastPath.drain();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (draining) void reply.header('connection', 'close');
    const fast = request.fastRead;
    if (fast && reply.statusCode === 200 && request.raw.url && request.routeOptions.url) {
      fastPath.remember(
        request.raw.url,
        request.routeOptions.url,
        fast.key,
        fast.answer,
        reply.getHeaders() as OutgoingHttpHeaders,
        fast.read,
      );
    }
    return payload;
  });
}
