import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { getCreatorDetails } from '../creators/details-service';
import { creatorShareImage } from './share-image';

const params = z.object({
  file: z
    .string()
    .max(120)
    .regex(/^[^/]+\.png$/, 'must be a username followed by .png'),
});

/** A creator's share image for link previews (og:image, twitter:image). */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const cacheDir = path.join(config.dataDir, 'share-images');
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
      const username = request.params.file.slice(0, -'.png'.length);
      const creator = await getCreatorDetails(database, username, null).catch(() => null);
      if (!creator) throw notFound('Creator not found');
      const png = await creatorShareImage(creator, { cacheDir, database });
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  );
};
