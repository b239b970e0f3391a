import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idempotencyHeaders,
  verificationBody,
  verificationResponseSchema,
  verificationTextQuery,
  verificationTextSchema,
} from '@fanlens/shared';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { writeOnce } from '../../lib/idempotency';
import { createPlatformAdapters } from '../../lib/platforms';
import { rateLimit } from '../../lib/rate-limits';
import { verificationTextFor, verifyCreatorPage } from './service';

/** Creator verification: claim a creator page by putting its FanLens link into the platform bio. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const adapters = createPlatformAdapters(config.platformUrls);

  app.get(
    '/verification/text',
    {
      preValidation: requireUser,
      config: rateLimit('verificationText', config.rateLimitMultiplier),
      schema: {
        tags: ['verification'],
        summary:
          'The text to put into the bio of the creator `username`: its FanLens link carries a code bound to the ' +
          'signed-in account and this page (`?v=…`), valid until `expiresAt`',
        security: [{ bearer: [] }],
        querystring: verificationTextQuery,
        response: {
          200: verificationTextSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => verificationTextFor(app, currentUserId(request), request.query.username),
  );

  app.post(
    '/verification',
    {
      preValidation: requireUser,
      config: { ...rateLimit('verification', config.rateLimitMultiplier), changes: ['creator.verified'] },
      schema: {
        tags: ['verification'],
        summary:
          "Verifies the signed-in user as the creator `username`: succeeds when a bio field of the creator's platform " +
          'profile holds the link of GET /verification/text with this account’s current code (a page claimed by another ' +
          'account moves to this one). A failed check is HTTP 200 with `success: false` and a `reason` (link_not_found, ' +
          'code_not_found, profile_not_found, platform_error, platform_unreachable, timeout, too_large, host_not_allowed, ' +
          'too_many_redirects). With an Idempotency-Key, a retry of a successful verification gets its answer again.',
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        body: verificationBody,
        response: {
          200: verificationResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { answer } = await writeOnce(app, request, reply, userId, (receipt) =>
        verifyCreatorPage(app, adapters, userId, request.body.username, receipt),
      );
      return answer;
    },
  );
};
