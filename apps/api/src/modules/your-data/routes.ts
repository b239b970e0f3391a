import { apiErrorSchema, dataExportFileName, deleteAccountBody, okResponseSchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { rateLimit } from '../../lib/rate-limits';
import { deleteAccount } from './deletion-service';
import { exportAccountData, exportDocumentSchema } from './export-service';
import { bearerSecurity } from '../../lib/route-schemas';

/** "Your data" on the account page: download everything FanLens holds, delete the account. */
export const yourDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/users/my/export',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Everything FanLens holds about the account as one JSON document (a file to save: ' +
          'Content-Disposition attachment). At most 5 a day per account, then 429',
        security: bearerSecurity,
        response: { 200: exportDocumentSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const document = await exportAccountData(app, currentUserId(request));
      reply.header('content-disposition', `attachment; filename="${dataExportFileName()}"`);
      return document;
    },
  );

  app.delete(
    '/users/my',
    {
      preValidation: requireUser,
      config: { ...rateLimit('passwordWrite', app.deps.config.rateLimitMultiplier), changes: ['account.deleted'] },
      schema: {
        tags,
        summary:
          'Deletes the account, confirmed by its password (wrong: 400 on `password`): profile, avatar, reviews, ' +
          'helpful votes, favorites, reports, sessions (every device signed out at once); claimed pages are ' +
          'released with their replies; moderation records keep a pseudonym. A last e-mail confirms it',
        security: bearerSecurity,
        body: deleteAccountBody,
        response: { 200: okResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => deleteAccount(app, currentUserId(request), request.body),
  );
};
