import { apiErrorSchema, creatorListQuery, relatedSearchSchema, trendSchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { relatedSearchesRead, trendsRead } from './public-reads';

export const relatedQuery = creatorListQuery.pick({ search: true, category: true, platform: true, nsfw: true });

/** Trending search terms (home) and related searches (search page). */
export const trendRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guest answers are read from a read replica that has every acknowledged write (026).
  const { replicas } = app.services;
  app.get(
    '/creators/trends',
    {
      schema: {
        tags: ['creators'],
        summary: 'The 10 most searched terms of the last 7 days',
        response: { 200: z.array(trendSchema) },
      },
    },
    async (request, reply) => {
      const read = trendsRead();
      await replyCached(request, reply, {
        key: read.key,
        compute: () => read.compute(replicas.reader(), request.log),
        fast: true,
      });
      return reply;
    },
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
    async (request, reply) => {
      const read = relatedSearchesRead(request.query);
      await replyCached(request, reply, {
        key: read.key,
        compute: () => read.compute(replicas.reader(), request.log),
        fast: true,
      });
      return reply;
    },
  );
};
