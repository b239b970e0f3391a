import { apiErrorSchema, creatorListQuery, creatorListSchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { logSearch } from '../trends/search-log';
import { countPageEvent } from '../creator-tools/page-events';
import { listCreators } from './list-service';

const responses = { 200: creatorListSchema, 400: apiErrorSchema };
/** The home sliders take every filter of GET /creators except the sort, which the path fixes. */
const sliderQuery = creatorListQuery.omit({ sort: true });

/** Discovery: the creators list with every filter and sort, and the two home sliders built on it; each creator shown counts an impression. */
export const creatorListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  /** Lists the creators and counts an impression for each one shown. */
  const list = async (request: FastifyRequest, query: Parameters<typeof listCreators>[1]) => {
    const page = await listCreators(database, query, context(request));
    countPageEvent(
      app,
      request,
      'impressions',
      page.results.map((creator) => creator.id),
    );
    return page;
  };
  const context = (request: FastifyRequest) => ({
    viewerId: request.userId,
    log: request.log,
    onSearch: (search: { term: string; count: number }) => logSearch(app, request, search),
  });
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
    async (request) => list(request, request.query),
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
    async (request) => list(request, { ...request.query, sort: 'reviews' }),
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
    async (request) => list(request, { ...request.query, sort: 'verified' }),
  );
};
