import {
  apiErrorSchema,
  appealBody,
  appealDecisionSchema,
  appealQueueQuery,
  appealReceiptSchema,
  decideAppealBody,
  decisionSchema,
  idParam,
  listSchema,
  moderatedAppealSchema,
  pagingQuery,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { rateLimit } from '../../lib/rate-limits';
import { requireModerator } from '../moderation/moderator-guard';
import { decideAppeal, fileAppeal, listAppeals } from './appeal-service';
import { translator } from '../../lib/i18n';
import { requestLanguage } from '../../lib/i18n/request-language';
import { pageOfDecisions } from './decision-queries';
import { presentDecision } from './decision-presenter';
import { bearerSecurity, writeErrors } from '../../lib/route-schemas';

/**
 * The account's statements of reasons and its appeals, and the moderators' queue of appeals
 * (docs/decisions/039-decisions-and-appeals.md).
 */
export const decisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const write = rateLimit('write', config.rateLimitMultiplier);

  app.get(
    '/users/my/decisions',
    {
      preValidation: requireUser,
      schema: {
        tags: ['users'],
        summary:
          'The decisions about the account (reviews held, hidden or removed, pages removed) with their reasons, newest first',
        security: bearerSecurity,
        querystring: pagingQuery,
        response: { 200: listSchema(decisionSchema), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const tr = translator(await requestLanguage(request));
      const { rows, count } = await pageOfDecisions(database, currentUserId(request), request.query);
      return { results: rows.map((row) => presentDecision(row, tr)), count, ...request.query };
    },
  );

  app.post(
    '/appeals',
    {
      config: { ...write, changes: [] },
      preValidation: requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Appeal a decision about the account (once, within 6 months of it, with a text of 10 to 2,000 characters)',
        security: bearerSecurity,
        body: appealBody,
        response: { 201: appealReceiptSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await fileAppeal(app, currentUserId(request), request.body)),
  );

  const tags = ['moderation'];
  app.get(
    '/moderation/appeals',
    {
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Appeals with the decision each contests (status open, oldest first, or decided, newest first)',
        security: bearerSecurity,
        querystring: appealQueueQuery,
        response: {
          200: listSchema(moderatedAppealSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listAppeals(app, request.query, translator(await requestLanguage(request))),
  );

  app.post(
    '/moderation/appeals/:id/decide',
    {
      config: { ...write, changes: ['review.moderated', 'creator.edited'] },
      preValidation: requireModerator,
      schema: {
        tags,
        summary:
          'Uphold or reverse the decision of an appeal, with a reason (not by the moderator who decided); reversing restores what it hid or removed',
        security: bearerSecurity,
        params: idParam,
        body: decideAppealBody,
        response: { 200: appealDecisionSchema, ...writeErrors },
      },
    },
    async (request) => decideAppeal(app, currentUserId(request), request.params.id, request.body),
  );
};
