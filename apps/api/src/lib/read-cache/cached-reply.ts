import type { FastifyReply, FastifyRequest } from 'fastify';
import { countReads, type ReadCounts } from '../public-read';
import type { FastRead } from './fast-path';
import { etagOf, type CachedAnswer } from './read-cache';

/**
 * Guests' answers may be kept by a CDN or proxy briefly: browsers revalidate every time (ETag),
 * shared caches serve an answer for PUBLIC_SHARED_SECONDS and a stale one while they refetch it.
 */
export const PUBLIC_SHARED_SECONDS = 5;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_SHARED_SECONDS}, stale-while-revalidate=${PUBLIC_SHARED_SECONDS * 5}`;
/** A signed-in viewer's answer: never stored (as every answer to a bearer token, see security-headers.ts). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export interface CachedRead<T> {
  /** The guest answer's cache key: the route and its parsed (normalised) parameters. */
  key: string;
  /** The guest answer, the tags that invalidate it, and what each read of it counts (kept with it). */
  compute(): Promise<{ value: T; tags: readonly string[]; counts?: ReadCounts }>;
  /** The signed-in viewer's answer from the guest one (their flags overlaid by one indexed query). */
  personalize?: (guest: T, viewerId: number) => Promise<T>;
  /**
   * True: later guest reads of the same address may be answered by the fast path (fast-path.ts),
   * which counts them as this does. Only for routes whose every guest read does nothing else than
   * send the answer and count it.
   */
  fast?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by replyCached when the guest answer it sends may be remembered by the fast path. */
    fastRead: { key: string; answer: CachedAnswer; read: FastRead } | null;
  }
}

/**
 * Answers a public GET from the read cache (a miss spends the client's miss budget, see
 * createMissBudget): the guest answer's bytes with their ETag (304 when the
 * client has them; `Vary: Authorization` comes from security-headers.ts), or, for a signed-in viewer of a route with per-viewer flags, the guest answer
 * with the viewer's flags. Returns the cached answer.
 */
export async function replyCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead<T>,
): Promise<CachedAnswer> {
  const { services } = request.server;
  const answer = await services.readCache.get(read.key, async () => {
    services.misses.spend(request.ip);
    const { value, tags, counts } = await read.compute();
    return { body: reply.serialize(value) as string, tags, meta: counts && { counts } };
  });
  const counts = answer.meta?.counts as ReadCounts | undefined;
  countReads(services, request, counts);
  if (read.personalize && request.userId !== null) {
    const guest = JSON.parse(answer.body.toString('utf8')) as T;
    const body = reply.serialize(await read.personalize(guest, request.userId)) as string;
    sendWithEtag(request, reply, body, etagOf(body), PRIVATE_CACHE_CONTROL);
  } else {
    if (read.fast && !request.headers.authorization) {
      const onServe: FastRead['onServe'] = counts && ((client) => countReads(services, client, counts));
      request.fastRead = { key: read.key, answer, read: { onServe } };
    }
    sendWithEtag(request, reply, answer.body, answer.etag, PUBLIC_CACHE_CONTROL);
  }
  return answer;
}

export function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  etag: string,
  cacheControl: string,
  contentType = 'application/json; charset=utf-8',
) {
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304).send();
    return;
  }
  reply.type(contentType).send(body);
}

/** If-None-Match: `*`, or a list of (possibly weak) tags. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((item) => item.trim().replace(/^W\//, '') === etag);
}
