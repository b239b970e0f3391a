import { apiErrorSchema, creatorReviewsFeedPath, isSitePath, usernameParams } from '@fanlens/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { sendFeed } from './feed-reply';
import { findFeedCreator, reviewsFeedXml } from './reviews-feed';

/**
 * A creator's reviews feed (Atom) beside its page: `/{username}/reviews.xml`, or
 * `/creators/{username}/reviews.xml` for a creator whose username is one of the site's own paths
 * (its page lives there too, decision 007). The other address of a feed redirects to its own.
 * A public read like the page's API: the read limit, the read cache (with the creator's review
 * tags, so a review write drops it), an ETag, and the read replica.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;

  const serve = async (request: FastifyRequest, reply: FastifyReply, username: string, underCreators: boolean) => {
    if (!underCreators && isSitePath(username)) throw notFound('No such feed');
    if (underCreators && !isSitePath(username)) {
      return reply.status(301).header('location', creatorReviewsFeedPath(username)).send();
    }
    return sendFeed(request, reply, `feed:reviews:${username.toLowerCase()}`, async () => {
      const reader = app.services.replicas.reader();
      const creator = await findFeedCreator(reader, username);
      if (!creator) throw notFound('Creator not found');
      return {
        body: await reviewsFeedXml(reader, config.publicUrl, creator),
        tags: [cacheTags.creator(creator.id), cacheTags.creatorReviews(creator.id)],
      };
    });
  };

  const schema = (summary: string) => ({
    tags: ['feeds'],
    summary,
    description: 'Atom (`application/atom+xml`): the 20 newest public reviews; an anonymous author is "Anonymous".',
    params: usernameParams,
    response: { 400: apiErrorSchema, 404: apiErrorSchema },
  });
  app.get(
    '/:username/reviews.xml',
    { config: { publicRead: true }, schema: schema("A creator's reviews feed, beside the creator page") },
    (request, reply) => serve(request, reply, request.params.username, false),
  );
  app.get(
    '/creators/:username/reviews.xml',
    {
      config: { publicRead: true },
      schema: schema("The reviews feed of a creator whose username is one of the site's paths"),
    },
    (request, reply) => serve(request, reply, request.params.username, true),
  );
};
