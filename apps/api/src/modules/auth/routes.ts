import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authResponseSchema,
  changePasswordBody,
  confirmationSentSchema,
  confirmEmailBody,
  emailConfirmedSchema,
  forgotPasswordBody,
  loginBody,
  okResponseSchema,
  registerBody,
  setPasswordBody,
} from '@fanlens/shared';
import { currentUserId, requireUser } from '../../lib/auth-guard';
import { bearerToken } from '../../lib/bearer';
import { rateLimit } from '../../lib/rate-limits';
import { userAgentOf } from '../../lib/user-agent';
import { isKnownDevice, rememberDevice } from './known-device';
import { confirmEmail, resendConfirmation } from './email-confirmation';
import { forgotPassword, setPassword } from './password-reset';
import { changePassword, login, register } from './service';
import { languageOfAcceptHeader } from '../../lib/i18n';
import { endSession, rotateSession } from './sessions';

const auth = { 200: authResponseSchema, '4xx': apiErrorSchema };
const ok = { 200: okResponseSchema, '4xx': apiErrorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const m = app.deps.config.rateLimitMultiplier;
  const { signer } = app.services;
  const secureCookies = app.deps.config.https;

  app.post(
    '/auth/register',
    {
      config: { ...rateLimit('register', m), changes: [] },
      schema: {
        tags: ['auth'],
        summary:
          "Creates an account and signs it in (without a name it is called 'Fan' and a number); the account's " +
          'language is the one of Accept-Language (en, es or de; otherwise English)',
        body: registerBody,
        response: auth,
      },
    },
    async (request, reply) => {
      const language = languageOfAcceptHeader(request.headers['accept-language']);
      const { account, ...session } = await register(app, request.body, userAgentOf(request), language);
      await rememberDevice(reply, signer, account, secureCookies);
      return session;
    },
  );

  app.post(
    '/auth/login',
    {
      config: { ...rateLimit('login', m), changes: [] },
      schema: {
        tags: ['auth'],
        summary:
          'Signs in with e-mail and password. 10 attempts per e-mail per 15 minutes, then 429 ' +
          '(a browser the account signed in from before has a budget of its own)',
        body: loginBody,
        response: auth,
      },
    },
    async (request, reply) => {
      const { account, ...session } = await login(
        app,
        request.body,
        (user) => isKnownDevice(request, signer, user),
        userAgentOf(request),
      );
      await rememberDevice(reply, signer, account, secureCookies);
      return session;
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { ...rateLimit('logout', m), changes: [] },
      schema: {
        tags: ['auth'],
        summary:
          'Signs out: revokes the session of the refresh token sent as bearer (an access token works too), ' +
          'so its refresh token and access tokens stop working. Always `{ success: true }`',
        security: [{ bearer: [] }],
        response: ok,
      },
    },
    async (request) => endSession(app, bearerToken(request)),
  );

  app.post(
    '/auth/refresh',
    {
      config: { ...rateLimit('refresh', m), changes: [] },
      schema: {
        tags: ['auth'],
        summary: 'Exchanges the refresh token (sent as bearer) for new tokens; each refresh token works once',
        security: [{ bearer: [] }],
        response: auth,
      },
    },
    async (request) =>
      rotateSession(app, bearerToken(request), (user) => isKnownDevice(request, signer, user), userAgentOf(request)),
  );

  app.post(
    '/auth/change-password',
    {
      preValidation: requireUser,
      config: { ...rateLimit('passwordWrite', m), changes: [] },
      schema: {
        tags: ['auth'],
        summary: 'Changes the password and signs out the other sessions',
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: ok,
      },
    },
    async (request) => changePassword(app, currentUserId(request), request.sessionId, request.body),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { ...rateLimit('forgotPassword', m), changes: [] },
      schema: {
        tags: ['auth'],
        summary: 'E-mails a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordBody,
        response: ok,
      },
    },
    async (request) => forgotPassword(app, request.body),
  );

  app.post(
    '/auth/set-password',
    {
      config: { ...rateLimit('passwordWrite', m), changes: [] },
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the e-mailed reset token as bearer (single use, 1 hour)',
        security: [{ bearer: [] }],
        body: setPasswordBody,
        response: ok,
      },
    },
    async (request) => setPassword(app, bearerToken(request), request.body),
  );

  app.post(
    '/auth/confirm-email',
    {
      config: { ...rateLimit('passwordWrite', m), changes: ['author.shown'] },
      schema: {
        tags: ['auth'],
        summary:
          'Confirms the e-mail address of the account the e-mailed link was made for (no sign-in needed): ' +
          'each link works once, for 48 hours. 400 `token` for an unknown link, 409 `link_used`, 410 `link_expired`',
        body: confirmEmailBody,
        response: { 200: emailConfirmedSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => confirmEmail(app, request.body.token),
  );

  app.post(
    '/auth/confirm-email/resend',
    {
      preValidation: requireUser,
      config: { ...rateLimit('write', m), changes: [] },
      schema: {
        tags: ['auth'],
        summary:
          'E-mails the signed-in account a new confirmation link: at most 3 a day (then 429 with Retry-After); ' +
          '409 `already_confirmed` once the address is confirmed',
        security: [{ bearer: [] }],
        response: { 200: confirmationSentSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => resendConfirmation(app, currentUserId(request)),
  );
};
