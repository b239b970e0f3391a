import {
  apiErrorSchema,
  notificationSettingsBody,
  notificationSettingsSchema,
  unsubscribeQuery,
  type UnsubscribeKind,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { badRequest, notAuthorized } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limits';
import { writeAlertSettings } from '../alerts/settings-queries';
import { readSettings, writeSettings } from './queries';
import { isUnsubscribeToken } from '../../lib/unsubscribe-link';
import { bearerSecurity } from '../../lib/route-schemas';

const KIND_TEXT: Record<UnsubscribeKind, string> = {
  replies: 'replies to your reviews',
  newReviews: 'new reviews of your creator page',
  moderation: 'moderation decisions about your reviews',
  alerts: 'price alerts of your favorite creators',
};

/** The e-mail switches of the account page, and the one-click unsubscribe link of every notification. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const write = rateLimit('write', config.rateLimitMultiplier);
  const tags = ['notifications'];

  app.get(
    '/users/my/notifications',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Which notification e-mails the signed-in user gets',
        security: bearerSecurity,
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
      config: { ...write, changes: [] },
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Turn notification e-mails on or off (absent switches stay)',
        security: bearerSecurity,
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

  /** 400 unless the signed link is this user's and kind's. */
  const checkLink = (query: { user: number; kind: UnsubscribeKind; token: string }) => {
    if (!isUnsubscribeToken(app.services.signer, query.user, query.kind, query.token)) {
      throw badRequest('token', 'This unsubscribe link is not valid');
    }
  };
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} - FanLens</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
    `<body style="font-family: sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">${body}</body></html>`;

  // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` as a form (this parser
  // belongs to these routes alone); the body is not needed, the signed address says it all.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/notifications/unsubscribe',
    {
      config: write,
      schema: {
        tags,
        summary:
          "The unsubscribe link of a notification e-mail (signed; no sign-in needed): an HTML page with a button that unsubscribes. It changes nothing by itself, so a mail scanner's visit unsubscribes nobody",
        querystring: unsubscribeQuery,
        response: { 200: z.string(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      checkLink(request.query);
      const action = `${config.publicUrl}/api/notifications/unsubscribe?${new URLSearchParams({
        user: String(request.query.user),
        kind: request.query.kind,
        token: request.query.token,
      }).toString()}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Unsubscribe',
            `<h1>Unsubscribe from these e-mails?</h1>` +
              `<p>FanLens will stop e-mailing you about ${KIND_TEXT[request.query.kind]}.</p>` +
              `<form method="post" action="${escapeHtml(action)}">` +
              `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
              `<button type="submit" style="font-size: 1rem; padding: 0.6rem 1.2rem">Unsubscribe</button></form>` +
              `<p><a href="${config.publicUrl}/my-profile">Go to your account</a></p>`,
          ),
        );
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      config: { ...write, changes: [] },
      schema: {
        tags,
        summary:
          'Unsubscribes: the button of the unsubscribe page, and the one-click unsubscribe of mail providers (RFC 8058 `List-Unsubscribe-Post`); answers an HTML page',
        querystring: unsubscribeQuery,
        response: { 200: z.string(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      checkLink(request.query);
      const { user, kind } = request.query;
      if (kind === 'alerts') await writeAlertSettings(database, user, { delivery: 'off' });
      else await writeSettings(database, user, { [kind]: false });
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Unsubscribed',
            `<h1>You are unsubscribed</h1><p>FanLens will no longer e-mail you about ${KIND_TEXT[request.query.kind]}.</p>` +
              `<p>You can turn these e-mails back on from your account page.</p>` +
              `<p><a href="${config.publicUrl}/my-profile">Go to your account</a></p>`,
          ),
        );
    },
  );
};

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
