import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { initialsSvg } from './initials-svg';

const params = z.object({
  file: z
    .string()
    .max(120)
    .regex(/\.svg$/, 'must end in .svg'),
});

/** Locally generated avatars for creators and users without an uploaded picture. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/:file',
    { schema: { tags: ['avatars'], summary: 'An initials avatar (SVG) for a name', params } },
    async (request, reply) => {
      const name = request.params.file.slice(0, -'.svg'.length);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(initialsSvg(name));
    },
  );
};
