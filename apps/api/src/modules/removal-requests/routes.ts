import {
  apiErrorSchema,
  idParam,
  listSchema,
  removalDecisionBody,
  removalQueueQuery,
  removalRequestBody,
  removalRequestReceiptSchema,
  removalRequestSchema,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../lib/auth-guard';
import { requestLanguage } from '../../lib/i18n/request-language';
import { rateLimit } from '../../lib/rate-limits';
import { requireModerator } from '../moderation/moderator-guard';
import { decideRemoval, listRemovalRequests, requestRemoval, restorePage } from './service';
import { bearerSecurity, writeErrors } from '../../lib/route-schemas';

const decided = z.object({
  id: z.number().int(),
  status: z.enum(['accepted', 'declined']),
  /** How many open requests the decision closed (accepting closes every open request of the page). */
  decided: z.number().int(),
});
const restored = z.object({ id: z.number().int(), username: z.string(), removed: z.literal(false) });

/**
 * Removal requests (docs/decisions/015-removal-requests.md): anyone asks from the about page; moderators
 * remove the page (410, out of search, lists and the sitemap) or decline, and can bring a page back.
 */
export const removalRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const write = rateLimit('write', config.rateLimitMultiplier);

  app.post(
    '/removal-requests',
    {
      config: { ...rateLimit('removalRequest', config.rateLimitMultiplier), changes: [] },
      schema: {
        tags: ['removal-requests'],
        summary:
          'Ask for the removal of a creator page (page link or username, e-mail, reason); a receipt is e-mailed, ' +
          "in the request's language (the account's when signed in, else Accept-Language), and so is the decision",
        body: removalRequestBody,
        response: { 201: removalRequestReceiptSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestRemoval(app, request.body, await requestLanguage(request), request.userId)),
  );

  const tags = ['moderation'];
  app.get(
    '/moderation/removal-requests',
    {
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Removal requests (status open, oldest first, or resolved, latest decision first)',
        security: bearerSecurity,
        querystring: removalQueueQuery,
        response: {
          200: listSchema(removalRequestSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listRemovalRequests(database, request.query),
  );

  for (const accept of [true, false]) {
    app.post(
      `/moderation/removal-requests/:id/${accept ? 'accept' : 'decline'}`,
      {
        config: { ...write, changes: accept ? ['creator.edited'] : [] },
        preValidation: requireModerator,
        schema: {
          tags,
          summary: accept
            ? 'Remove the page (410; out of search, lists and the sitemap); every open request of it is accepted'
            : 'Decline the request; the page stays',
          security: bearerSecurity,
          params: idParam,
          body: removalDecisionBody,
          response: { 200: decided, ...writeErrors },
        },
      },
      async (request) =>
        decideRemoval(app, currentUserId(request), request.params.id, { accept, note: request.body?.note }),
    );
  }

  app.post(
    '/moderation/creators/:id/restore',
    {
      config: { ...write, changes: ['creator.edited'] },
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Bring a removed creator page back into search and lists',
        security: bearerSecurity,
        params: idParam,
        body: removalDecisionBody,
        response: { 200: restored, ...writeErrors },
      },
    },
    async (request) => restorePage(app, currentUserId(request), request.params.id, request.body?.note),
  );
};
