import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_CACHE_CONTROL, etagMatches } from '../../lib/read-cache/cached-reply';

const ATOM = 'application/atom+xml; charset=utf-8';

/**
 * Answers an Atom feed from the read cache under `key` (a miss spends the client's miss budget and
 * runs `compute`, which gives the XML and the tags that drop it): its ETag, 304 to a matching
 * `If-None-Match`, and the guests' cache policy of every public read.
 */
export async function sendFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<{ body: string; tags: readonly string[] }>,
) {
  const { readCache, misses } = request.server.services;
  const feed = await readCache.get(key, async () => {
    misses.spend(request.ip);
    return compute();
  });
  reply.header('etag', feed.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (etagMatches(request.headers['if-none-match'], feed.etag)) return reply.status(304).send();
  return reply.type(ATOM).send(feed.body);
}
