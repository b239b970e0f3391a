import { apiErrorSchema, dealListQuery, dealListSchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { withViewerFlags } from '../creators/viewer-flags';
import { dealListRead } from './public-read';

/** The deals list (the /deals page). */
export const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/deals',
    {
      schema: {
        tags: ['creators'],
        summary: 'Creators on a deal: an active promotion, or a free page that was paid before',
        description:
          '`sort`: `discount` (the biggest percent off first, the default), `ending` (the soonest to end first; deals without an end date last) or `newest` (the most recently started first). Each creator carries its `deal`: `off` (percent; 100 for a page now free), `wasPrice` (the regular price under a promotion, the last paid price of a page now free), `price` (what a fan pays now), `since` and `endsAt` (null = no end date). Filters as on GET /creators.',
        querystring: dealListQuery,
        response: { 200: dealListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const read = dealListRead(request.query);
      await replyCached(request, reply, {
        key: read.key,
        compute: () => read.compute(database, request.log),
        async personalize(list, viewerId) {
          return { ...list, results: await withViewerFlags(database, list.results, viewerId) };
        },
      });
      return reply;
    },
  );
};
