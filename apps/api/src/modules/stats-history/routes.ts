import { apiErrorSchema, idParam, statsHistoryQuery, statsHistorySchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { getStatsHistory } from './service';

/** A creator's counters over time (the creator page's growth chart). */
export const statsHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/creators/:id/stats-history',
    {
      schema: {
        tags: ['creators'],
        summary: "A creator's subscribers, likes, posts, photos and videos over 30 days, 90 days or a year",
        description:
          'One point per UTC day on which a counter changed (read from the platform, or loaded by an import), oldest first; the value holds until the next point. The first point is the one in effect at the start of the range, dated then. `change30Days`: the latest values against those 30 days before them.',
        params: idParam,
        querystring: statsHistoryQuery,
        response: { 200: statsHistorySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { range } = request.query;
      await replyCached(request, reply, {
        key: `stats-history:${id}:${range}`,
        async compute() {
          const value = await getStatsHistory(app.services.replicas.reader(), id, range);
          return { value, tags: [cacheTags.creator(id)] };
        },
      });
      return reply;
    },
  );
};
