import { creatorReviewsFeedPath, isSitePath } from '@fanlens/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { findFeedCreator, reviewsFeedXml } from './reviews-feed';

/**
 * A creator's reviews feed (Atom) beside its page: `/{username}/reviews.xml`, or
 * `/creators/{username}/reviews.xml` for a creator whose username is one of the site's own paths
 * (its page lives there too, decision 007). The other address of a feed redirects to its own.
 * Kept in the read cache with the creator's review tags, so a review write drops it.
 */
export const feedRoutes: FastifyPluginAsync = async (app) => {
  const { database, config } = app.deps;

  const serve = async (request: FastifyRequest, reply: FastifyReply, username: string, underCreators: boolean) => {
    if (!underCreators && isSitePath(username)) throw notFound('No such feed');
    if (underCreators && !isSitePath(username)) {
      return reply.status(301).header('location', creatorReviewsFeedPath(username)).send();
    }
    const feed = await app.services.readCache.get(`feed:reviews:${username.toLowerCase()}`, async () => {
      app.services.misses.spend(request.ip);
      const creator = await findFeedCreator(database, username);
      if (!creator) throw notFound('Creator not found');
      return {
        body: await reviewsFeedXml(database, config.publicUrl, creator),
        tags: [cacheTags.creator(creator.id), cacheTags.creatorReviews(creator.id)],
      };
    });
    reply.header('etag', feed.etag).header('cache-control', 'public, max-age=300');
    if (request.headers['if-none-match'] === feed.etag) return reply.status(304).send();
    return reply.type('application/atom+xml; charset=utf-8').send(feed.body);
  };

  app.get<{ Params: { username: string } }>('/:username/reviews.xml', { schema: { hide: true } }, (request, reply) =>
    serve(request, reply, request.params.username, false),
  );
  app.get<{ Params: { username: string } }>(
    '/creators/:username/reviews.xml',
    { schema: { hide: true } },
    (request, reply) => serve(request, reply, request.params.username, true),
  );
};
