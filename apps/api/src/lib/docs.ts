import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@fanlens/shared';
import { UNAVAILABLE_RETRY_SECONDS } from './errors';

type Transform = typeof jsonSchemaTransform;
type RouteSchema = { hide?: boolean; response?: Record<string, unknown> };

const unavailable = apiErrorSchema.describe(
  'unavailable: the database cannot be reached right now (an outage, a restart). Nothing was changed: ' +
    'try again after Retry-After seconds (the same Idempotency-Key on a creating write).',
);
const retryAfter = {
  'Retry-After': {
    type: 'integer',
    description: `Seconds to wait before trying again (${UNAVAILABLE_RETRY_SECONDS})`,
  },
};

/**
 * Every documented API operation can answer 503 `unavailable` with Retry-After while the database
 * is out of reach (lib/error-handler.ts): added here to each operation's responses, once.
 */
const withUnavailable: Transform = (input) => {
  const schema = input.schema as RouteSchema | undefined;
  const documented = input.url.startsWith('/api/') && schema?.response !== undefined && !schema.hide;
  const response = documented ? { 503: unavailable, ...schema.response } : schema?.response;
  const output = jsonSchemaTransform({ ...input, schema: { ...input.schema, response } as typeof input.schema });
  const converted = (output.schema as RouteSchema).response?.['503'] as { headers?: object } | undefined;
  if (documented && converted) converted.headers = retryAfter;
  return output;
};

/** OpenAPI description built from the route schemas, browsable at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'FanLens API',
        description:
          'Find, filter and review online content creators. All paths are under /api (uploads under /uploads). ' +
          'Public GETs (creators, reviews of a creator, recent reviews, categories, trends, related searches) ' +
          'answer with an ETag and 304 Not Modified to a matching If-None-Match; guest answers may be kept ' +
          'by shared caches for 5 s (Cache-Control s-maxage), answers to a bearer token are private, no-store. ' +
          'While the database cannot be reached, requests that need it answer 503 `unavailable` with Retry-After ' +
          '(public answers the server holds in its cache are still served) and GET /api/health answers 503. ' +
          'The creating writes (POST /reviews, /favorites, /reviews/{id}/reports, /verification, /creators) accept an ' +
          'Idempotency-Key header: a retry with the same key gets the first answer instead of a second write.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: withUnavailable,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
