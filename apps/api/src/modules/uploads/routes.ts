import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@fanlens/shared';
import { notFound } from '../../lib/errors';
import { UPLOAD_KEY } from '../../lib/storage';

const params = z.object({ '*': z.string().max(200).regex(UPLOAD_KEY, 'must be an upload path') });
/** An upload's key changes with its bytes, so its answer never goes stale. */
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Uploaded files (avatars) from the database, with their ETag and a long cache lifetime. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/uploads/*',
    {
      schema: {
        tags: ['users'],
        summary: 'An uploaded file (an avatar, WebP)',
        params,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The file (an image)' }),
          304: z.null().meta({ description: 'Not modified (If-None-Match)' }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const [file] = await database.query<{ content_type: string; etag: string; bytes: Buffer | Uint8Array }>(
        'select content_type, etag, bytes from uploads where key = $1',
        [request.params['*']],
      );
      if (!file) throw notFound('No such upload');
      reply.header('etag', file.etag).header('cache-control', LONG_CACHE);
      const tags = request.headers['if-none-match']?.split(',').map((item) => item.trim().replace(/^W\//, ''));
      if (tags?.includes(file.etag) || tags?.includes('*')) return reply.code(304).send(null);
      return reply.type(file.content_type).send(Buffer.from(file.bytes));
    },
  );
};
