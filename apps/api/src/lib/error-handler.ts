import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@fanlens/shared';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, serviceUnavailable } from './errors';
import { localizeBody, requestLanguage } from './i18n/request-language';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  field?: string;
  location?: string;
  requestId?: string;
}

/**
 * The one place that turns any thrown error into `{statusCode, code, message, field?}`, the
 * message in the request's language (lib/i18n: the account's, else Accept-Language; logged in
 * English). An error
 * that means the database is out of reach (db/unavailable.ts) is a 503 `unavailable` with
 * Retry-After, logged without its stack at info level: the pool logs the outage itself once, as a
 * warning (db/server-pool.ts), and every request during it fails alike. A 5xx answer carries
 * `requestId` (lib/request-id.ts).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (thrown: FastifyError | AppError | Error, request, reply) => {
    const unavailable = !(thrown instanceof AppError) && isDatabaseUnavailable(thrown);
    const error = unavailable ? serviceUnavailable() : thrown;
    const body = toBody(error);
    if (unavailable) {
      request.log.info({ code: body.code, reason: thrown.message }, 'database unavailable');
    } else if (body.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.code, field: body.field }, body.message);
    }
    // While the database is out of reach the account's language cannot be read: the header decides.
    const language = await requestLanguage(request, { readAccount: !unavailable && body.statusCode !== 500 });
    if (error instanceof AppError) reply.headers(error.headers);
    // A server-side failure names its request, so a report of it finds the log lines (X-Request-Id).
    if (body.statusCode >= 500) body.requestId = request.id;
    return reply.status(body.statusCode).send(localizeBody(language, body));
  });
}

/** The house's texts for a value of the wrong kind, where a schema left zod's own English. */
const TYPE_MESSAGES: Record<string, string> = {
  object: 'Must be an object (JSON) with the fields of this request',
  string: MESSAGES.text,
  number: MESSAGES.number,
  int: MESSAGES.integer,
  boolean: MESSAGES.boolean,
  array: MESSAGES.list,
};

function typeMessage(params: Record<string, unknown>, message: string): string {
  if (!message.startsWith('Invalid input')) return message;
  if (/received (undefined|null)$/.test(message)) return MESSAGES.required;
  return TYPE_MESSAGES[String(params.expected)] ?? 'Must be a value of the right kind';
}

function toBody(error: FastifyError | AppError | Error): ErrorBody {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
      ...(error.location ? { location: error.location } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const part = 'validationContext' in error ? String(error.validationContext) : 'body';
    const field = path || part;
    const message =
      first.keyword === 'invalid_type' ? typeMessage(first.params, first.message ?? '') : (first.message ?? '');
    return { statusCode: 400, code: 'validation_failed', message: `${field}: ${message}`, field };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) {
    return { statusCode: 429, code: 'rate_limited', message: fastifyError.message || 'Too many requests' };
  }
  if (status === 413) return { statusCode: 413, code: 'payload_too_large', message: 'The request is too large' };
  if (status === 415)
    return { statusCode: 415, code: 'unsupported_media', message: 'This content type is not supported' };
  if (status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: status === 404 ? 'not_found' : 'validation_failed',
      message: fastifyError.message,
    };
  }
  return { statusCode: 500, code: 'internal', message: 'Something went wrong' };
}
