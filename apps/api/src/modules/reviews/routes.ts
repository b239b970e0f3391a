import {
  apiErrorSchema,
  creatorUsernameParam,
  idParam,
  listSchema,
  myCreatorReviewsQuery,
  pagingQuery,
  nsfwQuery,
  reviewListQuery,
  reviewSchema,
  type Review,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { creatorReviewsRead, recentReviewsRead } from './public-reads';
import { getPublicReview, listMyCreatorReviews, listMyReviews } from './service';
import { withViewerReviewFlags } from './viewer-overlay';
import { reviewWriteRoutes } from './write-routes';

const reviewList = listSchema(reviewSchema);
/** GET /reviews/recent: paging, plus `nsfw=true` to include reviews of NSFW creators (hidden by default). */
export const recentQuery = pagingQuery.extend({ nsfw: nsfwQuery(false) });
const tags = ['reviews'];

/** Review lists (creator page, home slider, my reviews, reviews left for me) and the review writes. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  // Guest answers are read from a read replica that has every acknowledged write (026).
  const { replicas } = app.services;
  const personalize = async <T extends { results: Review[] }>(list: T, viewerId: number): Promise<T> => ({
    ...list,
    results: await withViewerReviewFlags(database, list.results, viewerId),
  });

  app.get(
    '/reviews/creator/:username',
    {
      schema: {
        tags,
        summary: "A creator page's reviews (sort: recent, helpful, positive, negative)",
        params: creatorUsernameParam,
        querystring: reviewListQuery,
        response: { 200: reviewList, 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const read = creatorReviewsRead(request.params.username, request.query);
      await replyCached(request, reply, {
        key: read.key,
        compute: () => read.compute(replicas.reader(), request.log),
        personalize,
        fast: true,
      });
      return reply;
    },
  );

  app.get(
    '/reviews/recent',
    {
      schema: {
        tags,
        summary: 'The latest reviews across creators (home slider)',
        querystring: recentQuery,
        response: { 200: reviewList, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const read = recentReviewsRead(request.query);
      await replyCached(request, reply, {
        key: read.key,
        compute: () => read.compute(replicas.reader(), request.log),
        personalize,
        fast: true,
      });
      return reply;
    },
  );

  app.get(
    '/reviews/my',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Reviews the signed-in user wrote about others, newest first',
        security: [{ bearer: [] }],
        querystring: pagingQuery,
        response: { 200: reviewList, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listMyReviews(database, currentUserId(request), request.query),
  );

  app.get(
    '/reviews/my-creator',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Reviews left for the signed-in creator's pages (all, or the one `creatorId` names), with replies (verified creators only)",
        security: [{ bearer: [] }],
        querystring: myCreatorReviewsQuery,
        response: { 200: reviewList, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listMyCreatorReviews(database, currentUserId(request), request.query),
  );

  app.get(
    '/reviews/:id',
    {
      schema: {
        tags,
        summary:
          'One public review (what a link to the review itself shows on its creator page); 404 when it is hidden, ' +
          'held by the checks or unknown, 410 when its page was removed',
        params: idParam,
        response: { 200: reviewSchema, 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await replyCached(request, reply, {
        key: `review:${request.params.id}`,
        async compute() {
          const { creatorId, review } = await getPublicReview(replicas.reader(), request.params.id);
          return { value: review, tags: [cacheTags.creatorReviews(creatorId)] };
        },
        personalize: async (review, viewerId) => (await withViewerReviewFlags(database, [review], viewerId))[0],
        fast: true,
      });
      return reply;
    },
  );

  await app.register(reviewWriteRoutes);
};
