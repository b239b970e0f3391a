import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { clusterMetricsText } from './cluster-metrics';

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics in Prometheus's text format, only with `Authorization: Bearer <METRICS_TOKEN>`: 404
 * without it, and always while METRICS_TOKEN is unset (the figures are the operator's, and a page
 * that says it exists tells more than a missing one).
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const token = app.deps.config.metricsToken;
  const text = clusterMetricsText(app.services.metrics.registry);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token || !carriesToken(request, token)) throw notFound('Not found');
    return reply
      .header('content-type', app.services.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await text());
  });
};
