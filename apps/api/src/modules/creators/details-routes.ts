import { apiErrorSchema, creatorDetailsSchema, idOrUsernameParam } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { creatorDetailsRead } from './public-reads';
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
      const read = creatorDetailsRead(request.params.idOrUsername);
      await replyCached(request, reply, {
        key: read.key,
        compute: () => read.compute(replicas.reader(), request.log),
        personalize: async (creator, viewerId) => (await withViewerFlags(database, [creator], viewerId))[0],
        fast: true,
      });
      return reply;
    },
  );
};
