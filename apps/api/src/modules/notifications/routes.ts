import {
  apiErrorSchema,
  notificationSettingsBody,
  notificationSettingsSchema,
  unsubscribeQuery,
  type NotificationKind,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { badRequest, notAuthorized } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limits';
import { readSettings, writeSettings } from './queries';
import { isUnsubscribeToken } from './unsubscribe-link';

const KIND_TEXT: Record<NotificationKind, string> = {
  replies: 'replies to your reviews',
  newReviews: 'new reviews of your creator page',
  moderation: 'moderation decisions about your reviews',
};

/** The e-mail switches of the account page, and the one-click unsubscribe link of every notification. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const write = rateLimit('write', config.rateLimitMultiplier);
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/users/my/notifications',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Which notification e-mails the signed-in user gets',
        security,
        response: { 200: notificationSettingsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const settings = await readSettings(database, currentUserId(request));
      if (!settings) throw notAuthorized();
      return settings;
    },
  );

  app.patch(
    '/users/my/notifications',
    {
      config: write,
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Turn notification e-mails on or off (absent switches stay)',
        security,
        body: notificationSettingsBody,
        response: { 200: notificationSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const settings = await writeSettings(database, currentUserId(request), request.body);
      if (!settings) throw notAuthorized();
      return settings;
    },
  );

  /** Checks the signed link and turns the kind off. */
  const unsubscribe = async (query: { user: number; kind: NotificationKind; token: string }) => {
    if (!isUnsubscribeToken(app.services.signer, query.user, query.kind, query.token)) {
      throw badRequest('token', 'This unsubscribe link is not valid');
    }
    await writeSettings(database, query.user, { [query.kind]: false });
  };

  app.get(
    '/notifications/unsubscribe',
    {
      config: write,
      schema: {
        tags,
        summary: 'The one-click unsubscribe link of a notification e-mail (signed; no sign-in needed): an HTML page',
        querystring: unsubscribeQuery,
        response: { 200: z.string(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await unsubscribe(request.query);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed - FanLens</title>` +
            `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
            `<body style="font-family: sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">` +
            `<h1>You are unsubscribed</h1><p>FanLens will no longer e-mail you about ${KIND_TEXT[request.query.kind]}.</p>` +
            `<p>You can turn these e-mails back on from your account page.</p>` +
            `<p><a href="${config.publicUrl}/my-profile">Go to your account</a></p></body></html>`,
        );
    },
  );
};
