import {
  CREATORS_ADDED_PER_DAY,
  CREATORS_ADDED_PER_DAY_CONFIRMED,
  addCreatorBody,
  creatorDetailsSchema,
  idempotencyHeaders,
  listingPreviewSchema,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { writeOnce } from '../../lib/idempotency';
import { rateLimit } from '../../lib/rate-limits';
import { addPage, previewPage, type AddDeps } from './add-service';
import { createPageReads } from './page-read';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';

const tags = ['creators'];
const GIVEN =
  'The page: `url` (a profile address on OnlyFans, Patreon or Twitch; anything else is a 400 on `url`) or `platform` and `username`. `name` and `bio` are used only when FanLens does not read that platform (turned off by the operator, or its robots.txt forbids it).';
const REFUSALS =
  "409 `already_listed` (this platform's page is on FanLens: its address in `location`), 409 `username_taken` (a page of another platform has that name), 409 `page_removed`; 422 `profile_not_found` (the platform has no such profile); 429 past the platform's read budget; 503 `platform_unavailable` (the platform did not answer: try again).";
const errors = errorResponses(400, 401, 409, 422, 429, 503);

/** Adding a creator page (modules/listings/README.md): preview what the platform says, then add it. */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const deps: AddDeps = {
    database,
    reads: createPageReads(app.services.readers),
    changes: app.services.changes,
    config,
  };

  app.post(
    '/creators/preview',
    {
      config: { ...rateLimit('pagePreview', config.rateLimitMultiplier), changes: [] },
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'What FanLens would list for a creator page, read from its platform, without saving it',
        description: `${GIVEN} ${REFUSALS}`,
        security: bearerSecurity,
        body: addCreatorBody,
        response: { 200: listingPreviewSchema, ...errors },
      },
    },
    async (request) => previewPage(deps, request.body),
  );

  app.post(
    '/creators',
    {
      config: { ...rateLimit('write', config.rateLimitMultiplier), changes: ['creator.added'] },
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Add a creator page, unclaimed, from its platform's public profile; searchable at once",
        description: `${GIVEN} ${REFUSALS} At most ${CREATORS_ADDED_PER_DAY} pages a day per account (${CREATORS_ADDED_PER_DAY_CONFIRMED} once its e-mail address is confirmed): 429 past it. With an Idempotency-Key a retry gets the first answer.`,
        security: bearerSecurity,
        headers: idempotencyHeaders,
        body: addCreatorBody,
        response: { 201: creatorDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { answer } = await writeOnce(app, request, reply, userId, (receipt) =>
        addPage(deps, userId, request.body, receipt),
      );
      return reply.status(201).send(answer);
    },
  );
};
