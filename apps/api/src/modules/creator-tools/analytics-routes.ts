import {
  analyticsQuery,
  analyticsSchema,
  apiErrorSchema,
  idParam,
  okResponseSchema,
  ratingTrendSchema,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { notFound } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limits';
import { findCreatorOwner } from './analytics-queries';
import { getAnalytics, getRatingTrend } from './analytics-service';
import { countPageEvent } from './page-events';

const tags = ['creator tools'];

/** The owner's analytics, the public rating trend, and the "view on the platform" click event. */
export const creatorAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;

  app.get(
    '/creators/:id/analytics',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "A page's analytics per UTC day (its verified creator only)",
        description:
          'Views (creator page reads, bots excluded by user agent, the owner not counted), impressions (appearances in search results and home sliders), clicks on "view on the platform", favorites added and removed, new reviews and their average rating. `from`/`to` are UTC days (YYYY-MM-DD, both included; default the last 30 days, at most 366). `previousTotals` covers the same number of days just before `from`. Counters are written every ANALYTICS_FLUSH_SECONDS (≤ 60 s) and kept 400 days.',
        security: [{ bearer: [] }],
        params: idParam,
        querystring: analyticsQuery,
        response: { 200: analyticsSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => getAnalytics(database, currentUserId(request), request.params.id, request.query),
  );

  app.get(
    '/creators/:id/rating-trend',
    {
      schema: {
        tags,
        summary: 'Average rating per calendar month (UTC) of the last 12 months, oldest first',
        params: idParam,
        response: { 200: ratingTrendSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getRatingTrend(database, request.params.id),
  );

  app.post(
    '/creators/:id/platform-click',
    {
      config: { ...rateLimit('event', config.rateLimitMultiplier), changes: [] },
      schema: {
        tags,
        summary: 'Counts a click on "view on the platform" of a creator page (no visitor data is kept)',
        params: idParam,
        response: { 200: okResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => {
      if (!(await findCreatorOwner(database, request.params.id))) throw notFound('Creator not found');
      countPageEvent(app, request, 'platformClicks', request.params.id);
      return { success: true };
    },
  );
};
