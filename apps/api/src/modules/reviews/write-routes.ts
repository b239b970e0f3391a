import {
  apiErrorSchema,
  createReviewBody,
  helpfulStateSchema,
  idParam,
  idempotencyHeaders,
  replyBody,
  reviewIdParam,
  reviewSchema,
  updateReviewBody,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { writeOnce } from '../../lib/idempotency';
import { rateLimit } from '../../lib/rate-limits';
import { setHelpful } from './helpful-service';
import { deleteReview, updateReview } from './edit-service';
import { writingMarksOf } from '../review-checks/service';
import { createReview, replyToReview } from './service';
import { bearerSecurity } from '../../lib/route-schemas';

const tags = ['reviews'];
const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const helpfulResponses = { 200: helpfulStateSchema, ...errorResponses };

/** Leave a review, reply to one, mark one helpful. Signed-in users only; rate limited per IP. */
export const reviewWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const write = rateLimit('write', config.rateLimitMultiplier);
  const { changes } = app.services;

  app.post(
    '/reviews',
    {
      config: { ...write, changes: ['review.created'] },
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Leave the user's one review of a creator (409 already_reviewed; 409 review_hidden while a moderator keeps the user's earlier review of the creator hidden; with an Idempotency-Key a retry gets the first answer, not a 409)",
        security: bearerSecurity,
        headers: idempotencyHeaders,
        body: createReviewBody,
        response: {
          201: reviewSchema,
          ...errorResponses,
          409: apiErrorSchema,
          410: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { answer } = await writeOnce(app, request, reply, userId, (receipt) =>
        createReview(app, userId, request.body, writingMarksOf(app, request), receipt),
      );
      return reply.status(201).send(answer);
    },
  );

  app.patch(
    '/reviews/:id',
    {
      config: { ...write, changes: ['review.edited'] },
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Edit the user's own review (the fields of POST /reviews except creatorId); marks it edited. 409 review_hidden while a moderator keeps it hidden",
        security: bearerSecurity,
        params: idParam,
        body: updateReviewBody,
        response: { 200: reviewSchema, ...errorResponses, 409: apiErrorSchema },
      },
    },
    async (request) => updateReview(app, currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/reviews/:id',
    {
      config: { ...write, changes: ['review.deleted'] },
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Delete the user's own review (the creator may then be reviewed again). 409 review_hidden while a moderator keeps it hidden",
        security: bearerSecurity,
        params: idParam,
        response: { 204: z.null(), ...errorResponses, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteReview(app, currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/reviews/reaction/:reviewId',
    {
      config: { ...write, changes: ['reply.written'] },
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Create or edit the creator's reply to a review (the verified creator of the page only)",
        security: bearerSecurity,
        params: reviewIdParam,
        body: replyBody,
        response: { 200: reviewSchema, ...errorResponses },
      },
    },
    async (request) => replyToReview(app, currentUserId(request), request.params.reviewId, request.body.comment),
  );

  app.patch(
    '/reviews/helpful/:id',
    {
      config: { ...write, changes: ['helpful.moved'] },
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Mark a review helpful (idempotent)',
        security: bearerSecurity,
        params: idParam,
        response: helpfulResponses,
      },
    },
    async (request) => setHelpful(database, currentUserId(request), request.params.id, true, changes),
  );

  app.delete(
    '/reviews/helpful/:id',
    {
      config: { ...write, changes: ['helpful.moved'] },
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Unmark a review helpful (idempotent)',
        security: bearerSecurity,
        params: idParam,
        response: helpfulResponses,
      },
    },
    async (request) => setHelpful(database, currentUserId(request), request.params.id, false, changes),
  );
};
