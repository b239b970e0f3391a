import { apiErrorSchema, creatorSchema, idOrUsernameParam } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countPageEvent } from '../creator-tools/page-events';
import { getCreatorDetails } from './details-service';

/**
 * The creator page: one creator with its review statistics and the viewer's favorite/reviewed
 * flags. Each read counts a page view (not the owner's own, not a bot's).
 */
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
    async (request) =>
      getCreatorDetails(database, request.params.idOrUsername, request.userId, (row) => {
        if (row.user_id === null || row.user_id !== request.userId) countPageEvent(app, request, 'views', row.id);
      }),
  );
};
