import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser's long-lived random id (HttpOnly, SameSite=Lax, two years, sent to /api only). It names
 * no account: the unusual-activity checks see several accounts writing from one browser
 * (modules/review-checks). Unlike the device mark of /api/auth (modules/auth/known-device.ts) it
 * is not signed: a forged or fresh id only loses its writer the signal, it grants nothing.
 */
export const BROWSER_COOKIE = 'fanlens_browser';
const BROWSER_TTL_SECONDS = 2 * 365 * 24 * 60 * 60;
const BROWSER_ID = /^[A-Za-z0-9_-]{22,64}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser id of the request's cookie, or the one this answer sets (API writes only). */
    browserId: string | null;
  }
}

function cookieValue(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

const isWrite = (request: FastifyRequest) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  request.method !== 'OPTIONS' &&
  request.url.startsWith('/api/');

function setBrowserCookie(reply: FastifyReply, browserId: string, secure: boolean) {
  const attributes = [`Max-Age=${BROWSER_TTL_SECONDS}`, 'Path=/api', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('set-cookie', `${BROWSER_COOKIE}=${browserId}; ${attributes.join('; ')}`);
}

/**
 * Reads or sets the browser id on every API write (POST, PATCH, PUT, DELETE): sign-ups, sign-ins
 * and reviews. Reads never get a cookie, so cached public answers stay the same for everyone.
 */
export function registerBrowserMark(app: FastifyInstance, secure: boolean) {
  app.decorateRequest('browserId', null);
  app.addHook('onRequest', async (request) => {
    if (!isWrite(request)) return;
    const sent = cookieValue(request, BROWSER_COOKIE);
    request.browserId = sent && BROWSER_ID.test(sent) ? sent : randomBytes(18).toString('base64url');
  });
  // Set on sending (after the route's own cookies): only when the browser had none.
  app.addHook('onSend', async (request, reply) => {
    if (request.browserId !== null && cookieValue(request, BROWSER_COOKIE) !== request.browserId) {
      setBrowserCookie(reply, request.browserId, secure);
    }
  });
}
