import {
  apiErrorSchema,
  caseReviewParams,
  idParam,
  listSchema,
  removeReviewCaseBody,
  reviewCaseDecisionSchema,
  reviewCaseQueueQuery,
  reviewCaseSchema,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth-guard';
import { rateLimit } from '../../lib/rate-limits';
import { decideReviewCase, listReviewCases } from './case-service';
import { requireModerator } from './moderator-guard';
import { bearerSecurity, writeErrors } from '../../lib/route-schemas';

const tags = ['moderation'];

/** Cases of unusual review activity (modules/review-checks): the queue and the one-action decisions. */
export const reviewCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const write = rateLimit('write', config.rateLimitMultiplier);

  app.get(
    '/moderation/cases',
    {
      preValidation: requireModerator,
      schema: {
        tags,
        summary:
          'Cases of unusual review activity (status open or decided), one per creator burst, with the evidence of every review',
        security: bearerSecurity,
        querystring: reviewCaseQueueQuery,
        response: {
          200: listSchema(reviewCaseSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listReviewCases(database, request.query),
  );

  app.post(
    '/moderation/cases/:id/release',
    {
      config: { ...write, changes: ['case.decided'] },
      preValidation: requireModerator,
      schema: {
        tags,
        summary: "Release an open case: every held review becomes public and counts in the creator's statistics",
        security: bearerSecurity,
        params: idParam,
        response: { 200: reviewCaseDecisionSchema, ...writeErrors },
      },
    },
    async (request) => decideReviewCase(app, currentUserId(request), request.params.id, { action: 'release' }),
  );

  app.post(
    '/moderation/cases/:id/remove',
    {
      config: { ...write, changes: ['case.decided'] },
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Remove an open case: every held review is hidden with the reason (its author still sees it)',
        security: bearerSecurity,
        params: idParam,
        body: removeReviewCaseBody,
        response: { 200: reviewCaseDecisionSchema, ...writeErrors },
      },
    },
    async (request) =>
      decideReviewCase(app, currentUserId(request), request.params.id, {
        action: 'remove',
        reason: request.body.reason,
      }),
  );

  app.post(
    '/moderation/cases/:id/reviews/:reviewId/release',
    {
      config: { ...write, changes: ['case.decided'] },
      preValidation: requireModerator,
      schema: {
        tags,
        summary:
          "Release one held review of an open case: it becomes public and counts in the creator's statistics; " +
          'the case closes once none of its reviews is held',
        security: bearerSecurity,
        params: caseReviewParams,
        response: { 200: reviewCaseDecisionSchema, ...writeErrors },
      },
    },
    async (request) =>
      decideReviewCase(app, currentUserId(request), request.params.id, { action: 'release' }, request.params.reviewId),
  );

  app.post(
    '/moderation/cases/:id/reviews/:reviewId/remove',
    {
      config: { ...write, changes: ['case.decided'] },
      preValidation: requireModerator,
      schema: {
        tags,
        summary:
          'Remove one held review of an open case: it is hidden with the reason (its author still sees it and gets a ' +
          'statement of reasons); the case closes once none of its reviews is held',
        security: bearerSecurity,
        params: caseReviewParams,
        body: removeReviewCaseBody,
        response: { 200: reviewCaseDecisionSchema, ...writeErrors },
      },
    },
    async (request) =>
      decideReviewCase(
        app,
        currentUserId(request),
        request.params.id,
        { action: 'remove', reason: request.body.reason },
        request.params.reviewId,
      ),
  );
};
