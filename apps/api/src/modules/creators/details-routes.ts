import { apiErrorSchema, creatorSchema, idOrUsernameParam } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { getCreatorDetails } from './details-service';
import { withViewerFlags } from './viewer-flags';

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
    async (request, reply) => {
      const idOrUsername = request.params.idOrUsername.trim().toLowerCase();
      await replyCached(request, reply, {
        key: `creator:${idOrUsername}`,
        async compute() {
          const creator = await getCreatorDetails(database, idOrUsername, null);
          return { value: creator, tags: [cacheTags.creator(creator.id)] };
        },
        personalize: async (creator, viewerId) => (await withViewerFlags(database, [creator], viewerId))[0],
      });
      return reply;
    },
  );
};
