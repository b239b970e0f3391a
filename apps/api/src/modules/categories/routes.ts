import { apiErrorSchema, categoryListQuery, categorySchema, listSchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCategories } from './queries';

/** All categories in one list answer (there are a few dozen; no paging: limit = count, offset 0). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Every category (optionally one platform, optionally without NSFW), most creators first',
        querystring: categoryListQuery,
        response: { 200: listSchema(categorySchema), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const results = await listCategories(database, request.query);
      return { results, count: results.length, limit: results.length, offset: 0 };
    },
  );
};
