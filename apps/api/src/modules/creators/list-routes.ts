import { apiErrorSchema, creatorListQuery, creatorListSchema, type CreatorListQuery } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { logSearch } from '../trends/search-log';
import { listCreators } from './list-service';
import { withViewerFlags } from './viewer-flags';

const responses = { 200: creatorListSchema, 400: apiErrorSchema };
/** The home sliders take every filter of GET /creators except the sort, which the path fixes. */
const sliderQuery = creatorListQuery.omit({ sort: true });

/** Discovery: the creators list with every filter and sort, and the two home sliders built on it. */
export const creatorListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;

  /**
   * One page from the read cache (the guest answer, with the viewer's flags overlaid). A first page
   * searched with a term is counted for the trends on every request, cached or not.
   */
  const answer = async (request: FastifyRequest, reply: FastifyReply, query: CreatorListQuery) => {
    await replyCached(request, reply, {
      key: `creators:${JSON.stringify(query)}`,
      async compute() {
        let search: { term: string; count: number } | undefined;
        const list = await listCreators(database, query, {
          viewerId: null,
          log: request.log,
          onSearch: async (found) => void (search = found),
        });
        return { value: list, tags: [cacheTags.creatorLists], meta: search ? { search } : undefined };
      },
      async personalize(list, viewerId) {
        return { ...list, results: await withViewerFlags(database, list.results, viewerId) };
      },
      async beforeSend(cached) {
        const search = cached.meta?.search as { term: string; count: number } | undefined;
        if (search) await logSearch(app, request, search);
      },
    });
    return reply;
  };

  app.get(
    '/creators',
    {
      schema: {
        tags: ['creators'],
        summary: 'Search, filter and sort creators (one page and the exact total)',
        querystring: creatorListQuery,
        response: responses,
      },
    },
    async (request, reply) => answer(request, reply, request.query),
  );
  app.get(
    '/creators/most-reviews',
    {
      schema: {
        tags: ['creators'],
        summary: 'Creators with the most reviews in the last 30 days (same as sort=reviews)',
        querystring: sliderQuery,
        response: responses,
      },
    },
    async (request, reply) => answer(request, reply, { ...request.query, sort: 'reviews' }),
  );
  app.get(
    '/creators/recent-verified',
    {
      schema: {
        tags: ['creators'],
        summary: 'The most recently verified creators (same as sort=verified)',
        querystring: sliderQuery,
        response: responses,
      },
    },
    async (request, reply) => answer(request, reply, { ...request.query, sort: 'verified' }),
  );
};
