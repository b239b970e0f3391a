import { apiErrorSchema, transparencyQuery, transparencyReportSchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etagOf } from '../../lib/read-cache/read-cache';
import { PUBLIC_CACHE_CONTROL, sendWithEtag } from '../../lib/read-cache/cached-reply';
import { transparencyReport } from './service';

/**
 * GET /transparency: the monthly figures of the transparency page, computed from live data on
 * each request (not kept in the read cache: reports, confirmations and moderators' actions change
 * them without invalidating anything), with an ETag; the read limit applies as to every read.
 */
export const transparencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/transparency',
    {
      schema: {
        tags: ['transparency'],
        summary:
          'The transparency report: for each of the last `months` calendar months (UTC, 1–24, default 12; ' +
          'the current one first) reviews posted and from confirmed reviewers, reports and their outcome, ' +
          'reviews hidden by moderators by reason, and creator pages removed at their subject’s request',
        querystring: transparencyQuery,
        response: { 200: transparencyReportSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = reply.serialize(await transparencyReport(database, request.query.months)) as string;
      sendWithEtag(request, reply, body, etagOf(body), PUBLIC_CACHE_CONTROL);
      return reply;
    },
  );
};
