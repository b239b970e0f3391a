import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, verificationBody, verificationResponseSchema } from '@fanlens/shared';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { createPlatformAdapters } from '../../lib/platforms';
import { rateLimit } from '../../lib/rate-limits';
import { verifyCreatorPage } from './service';

/** Creator verification: claim a creator page by putting its FanLens link into the platform bio. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const adapters = createPlatformAdapters(config.platformUrls);

  app.post(
    '/verification',
    {
      preValidation: requireUser,
      config: rateLimit('verification', config.rateLimitMultiplier),
      schema: {
        tags: ['verification'],
        summary:
          "Verifies the signed-in user as the creator `username`: succeeds when the bio of the creator's platform " +
          'profile contains the link to its FanLens page. A failed check is HTTP 200 with `success: false` and a `reason` ' +
          '(link_not_found, profile_not_found, platform_error, platform_unreachable, timeout, too_large, host_not_allowed, ' +
          'too_many_redirects).',
        security: [{ bearer: [] }],
        body: verificationBody,
        response: {
          200: verificationResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => verifyCreatorPage(app, adapters, currentUserId(request), request.body.username),
  );
};
