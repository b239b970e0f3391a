import { apiErrorSchema, creatorDetailsSchema, idOrUsernameParam } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { countPageEvent } from '../creator-tools/page-events';
import { getCreatorDetails } from './details-service';
import { withViewerFlags } from './viewer-flags';

/**
 * The creator page: one creator with its review statistics and the viewer's favorite/reviewed
 * flags, and whether a case of unusual review activity is open on it. Each read counts a page view (not the owner's own, not a bot's).
 */
export const creatorDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  // Guest answers are read from a read replica that has every acknowledged write (026).
  const { replicas } = app.services;
  app.get(
    '/creators/details/:idOrUsername',
    {
      schema: {
        tags: ['creators'],
        summary: 'A creator page by id or username (case-insensitive); 410 when the page was removed',
        params: idOrUsernameParam,
        response: { 200: creatorDetailsSchema, 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const idOrUsername = request.params.idOrUsername.trim().toLowerCase();
      const { meta } = await replyCached(request, reply, {
        key: `creator:${idOrUsername}`,
        async compute() {
          let ownerId: number | null = null;
          const creator = await getCreatorDetails(
            replicas.reader(),
            idOrUsername,
            null,
            (row) => (ownerId = row.user_id),
          );
          return { value: creator, tags: [cacheTags.creator(creator.id)], meta: { creatorId: creator.id, ownerId } };
        },
        personalize: async (creator, viewerId) => (await withViewerFlags(database, [creator], viewerId))[0],
        fast: (answer) => ({
          onServe: (client) => {
            const creatorId = (answer.meta as { creatorId?: number } | undefined)?.creatorId;
            if (creatorId) countPageEvent(app, client, 'views', creatorId);
          },
        }),
      });
      // Every read counts a view, cached or not (not the owner's own).
      const page = meta as { creatorId?: number; ownerId?: number | null } | undefined;
      if (page?.creatorId && (page.ownerId == null || page.ownerId !== request.userId)) {
        countPageEvent(app, request, 'views', page.creatorId);
      }
      return reply;
    },
  );
};
