import { apiErrorSchema, creatorSchema, creatorUpdateBody, idParam } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { rateLimit } from '../../lib/rate-limits';
import { editCreatorPage } from './edit-service';

/** The verified creator edits their page. */
export const creatorEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/creators/:id',
    {
      preValidation: requireUser,
      config: { ...rateLimit('write', app.deps.config.rateLimitMultiplier), changes: ['creator.edited'] },
      schema: {
        tags: ['creator tools'],
        summary:
          'Edit a creator page (its verified creator only): any subset of name, bio, price, promoPrice or promoOff, promoEndsAt, links, categories, tags, gender, location',
        description:
          'Field errors answer 400 with `field`. The bio is stored sanitised (the same HTML subset the page shows). `promoPrice` (cents, below the price) or `promoOff` (percent) needs `promoEndsAt` in the future (at most 366 days ahead); the promotion lapses by itself then. `links` takes any of the nine social keys (an address of that network; null or "" removes it). `categories` are up to 5 ids of categories of the page\'s platform. `location` is a place id from GET /places (null clears it); its coordinates feed the nearby filter. Every change is recorded (who, when, before and after) and sets `editedAt`.',
        security: [{ bearer: [] }],
        params: idParam,
        body: creatorUpdateBody,
        response: { 200: creatorSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => editCreatorPage(app, currentUserId(request), request.params.id, request.body),
  );
};
