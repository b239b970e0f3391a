import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

const ASSETS_PREFIX = '/assets/';

/**
 * Headers that govern a document (its scripts, framing, opener, cross-origin isolation): on the
 * built scripts, styles and images they are dead weight, sent again with each of a page's
 * dozens of assets. The assets keep nosniff, the resource policy and the referrer policy (which
 * a module script's own imports follow).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Security headers (helmet). HSTS and the CSP's upgrade-insecure-requests only when the site is
 * served over https (PUBLIC_URL): on plain http they would send browsers to an https address the
 * server does not answer (a server reached as http://<LAN address>:3000 would stay blank).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // Answers to a request with a bearer token are personal, and every /api/auth answer may carry
  // tokens: never stored by a browser or proxy cache. API paths serve guests and users alike, so
  // shared caches must key them by the header.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(ASSETS_PREFIX)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    if (request.headers.authorization || request.url.startsWith('/api/auth/')) {
      reply.header('cache-control', 'private, no-store');
    }
    if (request.url.startsWith('/api/')) reply.header('vary', appendVary(reply.getHeader('vary'), 'Authorization'));
  });
}

function appendVary(current: unknown, name: string): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(', ');
}
