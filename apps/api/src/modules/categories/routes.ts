import { apiErrorSchema, categoryListQuery, categorySchema, listSchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { categoryListRead } from './public-read';

/** All categories in one list answer (there are a few dozen; no paging: limit = count, offset 0). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guest answers are read from a read replica that has every acknowledged write (026).
  const { replicas } = app.services;
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
    async (request, reply) => {
      const read = categoryListRead(request.query);
      await replyCached(request, reply, {
        key: read.key,
        compute: () => read.compute(replicas.reader(), request.log),
        fast: true,
      });
      return reply;
    },
  );
};
