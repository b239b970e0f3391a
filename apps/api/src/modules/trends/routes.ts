import { apiErrorSchema, creatorListQuery, relatedSearchSchema, trendSchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trendingTerms } from './queries';
import { relatedSearches } from './related-service';

export const relatedQuery = creatorListQuery.pick({ search: true, category: true, platform: true, nsfw: true });

/** Trending search terms (home) and related searches (search page). */
export const trendRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/creators/trends',
    {
      schema: {
        tags: ['creators'],
        summary: 'The 10 most searched terms of the last 7 days',
        response: { 200: z.array(trendSchema) },
      },
    },
    async () => trendingTerms(database),
  );
  app.get(
    '/creators/related',
    {
      schema: {
        tags: ['creators'],
        summary: 'Related searches: searches containing the term, and categories and tags of the top results',
        querystring: relatedQuery,
        response: { 200: z.array(relatedSearchSchema), 400: apiErrorSchema },
      },
    },
    async (request) => relatedSearches(database, request.query),
  );
};
