import {
  addFavoriteBody,
  apiErrorSchema,
  creatorSchema,
  favoriteListQuery,
  idParam,
  idempotencyHeaders,
  listSchema,
  okResponseSchema,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { writeOnce } from '../../lib/idempotency';
import { rateLimit } from '../../lib/rate-limits';
import { countPageEvent } from '../creator-tools/page-events';
import { addFavorite, listFavorites, removeFavorite } from './service';
import { bearerSecurity } from '../../lib/route-schemas';

const tags = ['favorites'];
const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** The signed-in user's favorite creators. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const write = rateLimit('write', config.rateLimitMultiplier);

  app.get(
    '/favorites/my',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's favorite creators, newest first",
        security: bearerSecurity,
        querystring: favoriteListQuery,
        response: { 200: listSchema(creatorSchema), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listFavorites(database, currentUserId(request), request.query),
  );

  app.post(
    '/favorites',
    {
      config: { ...write, changes: [] },
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Add a creator to favorites (idempotent: 201 when added, 200 when it already was; with an Idempotency-Key a retry gets the first answer)',
        security: bearerSecurity,
        headers: idempotencyHeaders,
        body: addFavoriteBody,
        response: { 200: okResponseSchema, 201: okResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { creatorId } = request.body;
      const { answer, replayed } = await writeOnce(app, request, reply, userId, (receipt) =>
        addFavorite(database, userId, creatorId, receipt),
      );
      if (answer.created && !replayed) countPageEvent(app, request, 'favoritesAdded', creatorId);
      return reply.status(answer.created ? 201 : 200).send({ success: true });
    },
  );

  app.delete(
    '/favorites/:id',
    {
      config: { ...write, changes: [] },
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Remove a creator (by creator id) from favorites (idempotent)',
        security: bearerSecurity,
        params: idParam,
        response: { 200: okResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const removed = await removeFavorite(database, currentUserId(request), request.params.id);
      if (removed) countPageEvent(app, request, 'favoritesRemoved', request.params.id);
      return { success: true };
    },
  );
};
