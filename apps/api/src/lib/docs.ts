import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
          'by shared caches for 5 s (Cache-Control s-maxage), answers to a bearer token are private, no-store.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
