import {
  apiErrorSchema,
  transparencyQuery,
  transparencyReportSchema,
  transparencyYearQuery,
  transparencyYearSchema,
  type TransparencyYear,
} from '@fanlens/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { etagOf } from '../../lib/read-cache/read-cache';
import { PUBLIC_CACHE_CONTROL, sendWithEtag } from '../../lib/read-cache/cached-reply';
import { transparencyCsv } from './csv';
import { transparencyReport, transparencyYear } from './service';

/** The year asked for, refused when it has not begun. */
function pastOrCurrentYear(year: number, now = new Date()): number {
  if (year > now.getUTCFullYear()) {
    throw badRequest('year', `year must not be after the current year (${now.getUTCFullYear()})`);
  }
  return year;
}

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

const YEAR_SUMMARY =
  'The transparency figures of one calendar year (UTC) so far, January first, the same figures per month as ' +
  'GET /transparency; `year` from 2024 to the current year';

/**
 * GET /transparency: the monthly figures of the transparency page, and GET /transparency.json and
 * /transparency.csv, the yearly download. All are computed from live data on each request (not
 * kept in the read cache: reports, confirmations and moderators' actions change them without
 * invalidating anything), with an ETag; the read limit applies as to every read.
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
          'the current one first) reviews posted and from confirmed reviewers, reports and their outcome ' +
          '(and those sent by a page’s own creator), reviews held by the checks and hidden by moderators by ' +
          'reason, creator pages removed at their subject’s request, statements of reasons by the checks or ' +
          'by moderators, appeals and their outcome, and the median hours to each kind of decision',
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

  /** The yearly download in one format: `body` writes the year's figures, sent with these headers. */
  const yearDownload = (
    format: 'json' | 'csv',
    schema: { description?: string; response: Record<number, unknown> },
    body: (figures: TransparencyYear, reply: FastifyReply) => string,
  ) =>
    app.get(
      `/transparency.${format}`,
      {
        schema: {
          tags: ['transparency'],
          summary: `${YEAR_SUMMARY}, as ${format.toUpperCase()}`,
          ...schema,
          querystring: transparencyYearQuery,
        },
      },
      async (request, reply) => {
        const year = pastOrCurrentYear(request.query.year);
        const text = body(await transparencyYear(database, year), reply);
        const disposition = format === 'csv' ? 'attachment' : 'inline';
        reply.header('content-disposition', `${disposition}; filename="fanlens-transparency-${year}.${format}"`);
        sendWithEtag(request, reply, text, etagOf(text), PUBLIC_CACHE_CONTROL, CONTENT_TYPES[format]);
        return reply;
      },
    );

  yearDownload(
    'json',
    { response: { 200: transparencyYearSchema, 400: apiErrorSchema } },
    (figures, reply) => reply.serialize(figures) as string,
  );
  yearDownload(
    'csv',
    {
      description:
        'CSV (`text/csv`, RFC 4180): a header line, then one line per month, with the JSON’s figures under ' +
        'their nested names joined by `_` in snake case (`reports_by_page_owners`, ' +
        '`median_hours_to_decision_appeals`); a median no item reached is empty.',
      response: { 400: apiErrorSchema },
    },
    (figures) => transparencyCsv(figures),
  );
};
