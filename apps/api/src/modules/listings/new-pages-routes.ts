import { apiErrorSchema, hideReviewBody, idParam, listSchema, newPageSchema, pagingQuery } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../lib/auth-guard';
import { rateLimit } from '../../lib/rate-limits';
import { requireModerator } from '../moderation/moderator-guard';
import { listNewPages, removeAddedPage, type RemovalDeps } from './new-pages';
import { bearerSecurity } from '../../lib/route-schemas';

const tags = ['moderation'];
const removed = z.object({ id: z.number().int(), username: z.string(), removed: z.literal(true) });

/** The moderators' "New pages" tab: pages people added, and taking one down with a reason. */
export const newPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const deps: RemovalDeps = {
    database,
    changes: app.services.changes,
    publicUrl: config.publicUrl,
  };

  app.get(
    '/moderation/new-pages',
    {
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Creator pages people added in the last 30 days, newest first, with who added them',
        security: bearerSecurity,
        querystring: pagingQuery,
        response: { 200: listSchema(newPageSchema), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listNewPages(database, request.query),
  );

  app.post(
    '/moderation/creators/:id/remove',
    {
      config: { ...rateLimit('write', config.rateLimitMultiplier), changes: ['creator.edited'] },
      preValidation: requireModerator,
      schema: {
        tags,
        summary:
          'Remove a creator page with a reason (410; out of search, lists and the sitemap; the person who added it is told why); POST /moderation/creators/{id}/restore brings it back',
        security: bearerSecurity,
        params: idParam,
        body: hideReviewBody,
        response: {
          200: removed,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => removeAddedPage(deps, currentUserId(request), request.params.id, request.body.reason),
  );
};
