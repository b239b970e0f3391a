import { alertSettingsBody, alertSettingsSchema, apiErrorSchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { notAuthorized } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limits';
import { readAlertSettings, writeAlertSettings } from './settings-queries';
import { bearerSecurity } from '../../lib/route-schemas';

/** The price-alert choices of the account page (the alert rounds are jobs of the queue: src/jobs). */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const tags = ['alerts'];

  app.get(
    '/users/my/alerts',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Which price alerts about the signed-in fan's favorites are e-mailed: promotions that start, price drops of 10 % or more and pages that become free (priceDrops), and how: each at once (at most one e-mail per creator a day), a weekly digest, or off",
        security: bearerSecurity,
        response: { 200: alertSettingsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const settings = await readAlertSettings(database, currentUserId(request));
      if (!settings) throw notAuthorized();
      return settings;
    },
  );

  app.patch(
    '/users/my/alerts',
    {
      config: { ...rateLimit('write', config.rateLimitMultiplier), changes: [] },
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Change the price-alert choices (absent fields stay); answers all of them',
        security: bearerSecurity,
        body: alertSettingsBody,
        response: { 200: alertSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const settings = await writeAlertSettings(database, currentUserId(request), request.body);
      if (!settings) throw notAuthorized();
      return settings;
    },
  );
};
