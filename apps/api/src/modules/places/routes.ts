import { apiErrorSchema, placeListSchema, placeSearchQuery } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { placeKey } from './place-data';
import { searchPlaces } from './place-queries';

/** What a cached answer of the places depends on: nothing writes them (loaded once). */
const PLACES_TAG = 'places';

/** The list of real places the creator page editor offers as locations. */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['places'],
        summary: 'Cities whose name starts with `search` (accents and case ignored), largest first',
        querystring: placeSearchQuery,
        response: { 200: placeListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { search, limit } = request.query;
      await replyCached(request, reply, {
        key: `places:${limit}:${placeKey(search)}`,
        async compute() {
          const results = await searchPlaces(app.services.replicas.reader(), search, limit);
          return { value: { results }, tags: [PLACES_TAG] };
        },
      });
      return reply;
    },
  );
};
