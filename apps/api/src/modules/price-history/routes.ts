import { apiErrorSchema, idParam, priceHistorySchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { getPriceHistory } from './service';

/** A creator's price history (the creator page's price chart). */
export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/creators/:id/price-history',
    {
      schema: {
        tags: ['creators'],
        summary: "A creator's price and promotion over the last 12 months, and the lowest price in 90 days",
        description:
          'Each point is the price, promo price and percent off in effect from its date on, oldest first: the one in effect 12 months ago (dated then), one per change since (an edit, a promotion starting or ending), and the price now (dated now). `lowest90Days` is the lowest price a fan could pay (the promo price when lower) at any time in the last 90 days; null when no price is known.',
        params: idParam,
        response: { 200: priceHistorySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await replyCached(request, reply, {
        key: `price-history:${id}`,
        async compute() {
          return { value: await getPriceHistory(database, id), tags: [cacheTags.creator(id)] };
        },
      });
      return reply;
    },
  );
};
