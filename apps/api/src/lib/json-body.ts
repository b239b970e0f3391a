import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * JSON bodies, where an empty body counts as no body: clients may send
 * `content-type: application/json` on a bodyless PATCH or POST (refresh, helpful).
 * Otherwise Fastify's own parser, with its prototype-poisoning guard (`__proto__` and
 * `constructor.prototype` keys are refused), and one 400 for anything it cannot read.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parseSafely = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseSafely(request, text, (error, value) => {
      if (error) return done(badRequest('body', readableParseError(error)), undefined);
      done(null, value);
    });
  });
}

function readableParseError(error: Error): string {
  return /prototype/i.test(error.message)
    ? 'The request body must not set __proto__ or constructor.prototype'
    : 'The request body is not valid JSON';
}
