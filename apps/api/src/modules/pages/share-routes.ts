import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { getCreatorDetails } from '../creators/details-service';
import { creatorShareImage } from './share-image';

const params = z.object({
  file: z
    .string()
    .max(120)
    .regex(/^[^/]+\.png$/, 'must be a username followed by .png'),
});

/**
 * A creator's share image for link previews (og:image, twitter:image), kept in the read cache under
 * the creator page's tag: made once per change of the page, bounded by READ_CACHE_MB like every
 * cached answer, and a miss spends the client's miss budget.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/creators/share/:file',
    {
      schema: {
        tags: ['creators'],
        summary: "A creator's share image (1200×630 PNG: avatar, name, platform, stars, review count)",
        params,
      },
    },
    async (request, reply) => {
      const username = request.params.file.slice(0, -'.png'.length).toLowerCase();
      const image = await app.services.readCache.get(`share:${username}`, async () => {
        app.services.misses.spend(request.ip);
        const creator = await getCreatorDetails(database, username, null).catch(() => null);
        if (!creator) throw notFound('Creator not found');
        return { body: await creatorShareImage(creator, database), tags: [cacheTags.creator(creator.id)] };
      });
      reply.header('etag', image.etag).header('cache-control', 'public, max-age=3600');
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type('image/png').send(image.body);
    },
  );
};
