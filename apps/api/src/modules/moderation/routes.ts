import {
  apiErrorSchema,
  idempotencyHeaders,
  hideReviewBody,
  idParam,
  listSchema,
  moderationLogEntrySchema,
  pagingQuery,
  reportBody,
  reportQueueQuery,
  reportSchema,
  reportedReviewSchema,
  reviewSchema,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { writeOnce } from '../../lib/idempotency';
import { rateLimit } from '../../lib/rate-limits';
import { dismissReport, hideReview, restoreReview } from './action-service';
import { requireModerator } from './moderator-guard';
import { listModerationLog, listReportedReviews } from './queue-service';
import { reportReview } from './report-service';
import { bearerSecurity, writeErrors } from '../../lib/route-schemas';

const dismissed = z.object({ reviewId: z.number().int(), dismissed: z.number().int() });

/** Reporting reviews (signed-in users) and the moderation queue, actions and log (moderators only). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const write = rateLimit('write', config.rateLimitMultiplier);

  app.post(
    '/reviews/:id/reports',
    {
      config: { ...write, changes: ['creator.reported'] },
      preValidation: requireUser,
      schema: {
        tags: ['reviews'],
        summary:
          'Report a review to the moderators (one open report per user and review; with an Idempotency-Key a retry gets the first answer)',
        security: bearerSecurity,
        headers: idempotencyHeaders,
        params: idParam,
        body: reportBody,
        response: { 201: reportSchema, ...writeErrors, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { answer } = await writeOnce(app, request, reply, userId, (receipt) =>
        reportReview(app, userId, request.params.id, request.body, receipt),
      );
      return reply.status(201).send(answer);
    },
  );

  const tags = ['moderation'];
  app.get(
    '/moderation/reports',
    {
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Reported reviews grouped per review (status open or resolved; sort oldest or most_reported)',
        security: bearerSecurity,
        querystring: reportQueueQuery,
        response: {
          200: listSchema(reportedReviewSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listReportedReviews(database, request.query, currentUserId(request)),
  );

  app.post(
    '/moderation/reviews/:id/hide',
    {
      config: { ...write, changes: ['review.moderated'] },
      preValidation: requireModerator,
      schema: {
        tags,
        summary: "Hide a review (out of public lists and the creator's statistics) with a reason",
        security: bearerSecurity,
        params: idParam,
        body: hideReviewBody,
        response: { 200: reviewSchema, ...writeErrors },
      },
    },
    async (request) => hideReview(app, currentUserId(request), request.params.id, request.body.reason),
  );

  app.post(
    '/moderation/reviews/:id/restore',
    {
      config: { ...write, changes: ['review.moderated'] },
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Show a hidden review again',
        security: bearerSecurity,
        params: idParam,
        response: { 200: reviewSchema, ...writeErrors },
      },
    },
    async (request) => restoreReview(app, currentUserId(request), request.params.id),
  );

  app.post(
    '/moderation/reports/:id/dismiss',
    {
      config: { ...write, changes: [] },
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Dismiss a report: every open report of the same review is closed, the review stays',
        security: bearerSecurity,
        params: idParam,
        response: { 200: dismissed, ...writeErrors },
      },
    },
    async (request) => dismissReport(app, currentUserId(request), request.params.id),
  );

  app.get(
    '/moderation/log',
    {
      preValidation: requireModerator,
      schema: {
        tags,
        summary: 'Every moderation action (who, what, when, why), newest first',
        security: bearerSecurity,
        querystring: pagingQuery,
        response: {
          200: listSchema(moderationLogEntrySchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listModerationLog(database, request.query),
  );
};
