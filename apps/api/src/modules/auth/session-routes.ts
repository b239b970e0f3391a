import { accountSessionListSchema, apiErrorSchema, endedSessionsSchema, sessionIdParam } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { rateLimit } from '../../lib/rate-limits';
import { endOneSession, endOtherSessions, listSessions } from './session-service';
import { bearerSecurity } from '../../lib/route-schemas';

/** The account page's "Your sessions": list the signed-in devices, end one, end all but this one. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = rateLimit('write', app.deps.config.rateLimitMultiplier);
  const tags = ['sessions'];

  app.get(
    '/users/my/sessions',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The account's signed-in sessions, most recently used first: browser and system (from the User-Agent), " +
          'place (always null: unknown), first and last use, and `current` for the one asking',
        security: bearerSecurity,
        response: { 200: accountSessionListSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => listSessions(app, currentUserId(request), request.sessionId),
  );

  app.delete(
    '/users/my/sessions/:id',
    {
      preValidation: requireUser,
      config: { ...write, changes: [] },
      schema: {
        tags,
        summary: 'Ends one session: its refresh and access tokens stop working at once, on every instance',
        security: bearerSecurity,
        params: sessionIdParam,
        response: { 200: endedSessionsSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => endOneSession(app, currentUserId(request), request.params.id),
  );

  app.delete(
    '/users/my/sessions',
    {
      preValidation: requireUser,
      config: { ...write, changes: [] },
      schema: {
        tags,
        summary: 'Ends every session of the account but the one asking; answers how many were ended',
        security: bearerSecurity,
        response: { 200: endedSessionsSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => endOtherSessions(app, currentUserId(request), request.sessionId),
  );
};
