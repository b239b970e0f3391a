import { apiErrorSchema, oembedQuery, oembedSchema } from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { creatorOembed, creatorUsernameOf, oembedSize } from './oembed-service';

/**
 * oEmbed (https://oembed.com) for creator pages: the pages announce it with
 * `<link rel="alternate" type="application/json+oembed">`; the answer embeds the rating badge.
 * Cached with the creator page's tag like the page's other public answers.
 */
export const oembedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  app.get(
    '/oembed',
    {
      schema: {
        tags: ['creators'],
        summary:
          "A creator page's oEmbed (rich: its rating badge as a link to the page); 404 for an address that is not a creator page of FanLens",
        querystring: oembedQuery,
        response: { 200: oembedSchema, 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const username = creatorUsernameOf(query.url, config.publicUrl)?.toLowerCase() ?? '';
      const { width, height } = oembedSize(query);
      // Any page on any host may ask (link previews run in browsers too).
      reply.header('access-control-allow-origin', '*');
      await replyCached(request, reply, {
        key: `oembed:${username}:${query.theme}:${width}x${height}`,
        async compute() {
          const { creator, oembed } = await creatorOembed(database, config.publicUrl, query);
          return { value: oembed, tags: [cacheTags.creator(creator.id)] };
        },
      });
      return reply;
    },
  );
};
