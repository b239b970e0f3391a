import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isBotAgent } from '../../lib/bot-agent';
import type { PageMetric } from '../../lib/page-analytics';

/**
 * Counts an analytics event of a request unless its user agent is a bot's. Nothing about the
 * visitor is kept: only the page, the day and the counter.
 */
export function countPageEvent(
  app: FastifyInstance,
  request: { headers: IncomingHttpHeaders },
  metric: PageMetric,
  creatorIds: number | readonly number[],
) {
  const { analytics } = app.services;
  if (!analytics.enabled || isBotAgent(request.headers['user-agent'])) return;
  if (typeof creatorIds === 'number') analytics.count(creatorIds, metric);
  else analytics.countEach(creatorIds, metric);
}
