import { apiErrorSchema, placeListSchema, placeSearchQuery } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeIndex } from './place-index';

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
    async (request) => ({ results: placeIndex.search(request.query.search, request.query.limit) }),
  );
};
