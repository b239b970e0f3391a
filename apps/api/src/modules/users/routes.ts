import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, LANGUAGES, NAME_LENGTH, oneOf, profileSchema } from '@fanlens/shared';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { rateLimit } from '../../lib/rate-limits';
import { readProfileForm } from './profile-form';
import { getProfile, updateProfile } from './service';

/**
 * Documents the multipart form (multipart bodies arrive as null here). The parts are read
 * and checked by readProfileForm with the shared messages; this schema checks only the shape.
 */
const profileFormDoc = z
  .object({
    name: z.string().optional().meta({
      minLength: NAME_LENGTH.min,
      maxLength: NAME_LENGTH.max,
      description: 'Left unchanged when absent or empty',
    }),
    language: oneOf(LANGUAGES).optional().meta({
      description:
        "The account's language (the interface language the user chose): its e-mails and the API's error messages follow it",
    }),
    avatar: z.any().optional().meta({ type: 'string', format: 'binary', description: 'An image file, at most 5 MB' }),
  })
  .nullish();

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/my',
    {
      preValidation: requireUser,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile",
        security: [{ bearer: [] }],
        response: { 200: profileSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => getProfile(app, currentUserId(request)),
  );

  app.patch(
    '/users/my',
    {
      preValidation: requireUser,
      config: { ...rateLimit('write', app.deps.config.rateLimitMultiplier), changes: ['author.shown'] },
      schema: {
        tags: ['users'],
        summary:
          'Updates the name, the language and/or the avatar (multipart/form-data or JSON; empty fields are left unchanged)',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        body: profileFormDoc,
        response: { 200: profileSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => updateProfile(app, currentUserId(request), await readProfileForm(request)),
  );
};
