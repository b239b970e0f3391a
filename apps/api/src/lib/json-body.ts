import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * JSON bodies, where an empty body counts as no body: clients may send
 * `content-type: application/json` on a bodyless PATCH or POST (refresh, helpful).
 */
export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('body', 'The request body is not valid JSON'), undefined);
    }
  });
}
