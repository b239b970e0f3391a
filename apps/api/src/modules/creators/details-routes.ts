import { apiErrorSchema, creatorSchema, idOrUsernameParam } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCreatorDetails } from './details-service';

/** The creator page: one creator with its review statistics and the viewer's favorite/reviewed flags. */
export const creatorDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/creators/details/:idOrUsername',
    {
      schema: {
        tags: ['creators'],
        summary: 'A creator page by id or username (case-insensitive)',
        params: idOrUsernameParam,
        response: { 200: creatorSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getCreatorDetails(database, request.params.idOrUsername, request.userId),
  );
};
