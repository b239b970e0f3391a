import type { FastifyBaseLogger } from 'fastify';
import type { RedisLink } from '../redis-link';
import { freshFetch } from '../fresh-fetch';
import type { InvalidationBus } from './invalidation-bus';

/** Numbers the invalidation and publishes it in one atomic step, so every instance sees them in order. */
const PUBLISH_SCRIPT = `local seq = redis.call('incr', KEYS[1])
redis.call('publish', ARGV[1], seq .. ' ' .. ARGV[2])
return seq`;

/** How long a known gap (a message not yet arrived) may last before the cache is dropped instead. */
const GAP_GRACE_MS = 1000;

/**
 * Invalidations shared through Redis: each one increments `<prefix>cache:seq` and is published on
 * `<prefix>cache:invalidations` in the same script. An instance counts the messages it applied; a
 * read first fetches the sequence number (one GET shared by every read that arrives while it is
 * under way, so the cost does not grow with the traffic) and uses the cache only when it has applied
 * that many invalidations. So once a write is acknowledged, no instance answers from an older entry:
 * either it has applied the message, or it sees the gap and computes the answer afresh.
 *
 * When Redis cannot be reached (refused, closed, timed out; see redis-link.ts) nothing can say what
 * other instances wrote, so the instance drops its whole cache and stops using it ("lost"): reads
 * are computed from the database and not kept. It uses the cache again only after subscribing anew
 * and reading the sequence (a Redis that restarted empty starts it again), with the cache cleared.
 * A write whose invalidation cannot be published is still acknowledged (it is committed): every
 * instance that cannot reach Redis either is not using its cache.
 */
export function createRedisBus(link: RedisLink, options: { prefix: string; log: FastifyBaseLogger }): InvalidationBus {
  const redis = link.client;
  const seqKey = `${options.prefix}cache:seq`;
  const channel = `${options.prefix}cache:invalidations`;
  const subscriber = link.subscriber();
  const invalidated: ((tags: readonly string[]) => void)[] = [];
  const resets: (() => void)[] = [];
  let applied = -1;
  /** Subscribed and in step with the sequence: the cache may answer. */
  let ready = false;
  let subscribed = false;
  let gapSince = 0;
  let closed = false;
  let syncing: Promise<void> | null = null;

  const reset = () => resets.forEach((listener) => listener());
  const readSeq = async () => Number((await redis.get(seqKey)) ?? 0);

  /** Redis failed: forget everything and stop answering from the cache until the next sync. */
  const lose = (error?: unknown) => {
    if (error !== undefined) link.failed(error);
    if (ready) options.log.warn('read cache off until Redis answers again: invalidations cannot be shared');
    ready = false;
    gapSince = 0;
    reset();
  };
  /** Starts from the current sequence with an empty cache (once subscribed, so no message is missed after). */
  const sync = () => {
    if (closed || !subscribed || !link.available()) return;
    syncing ??= readSeq()
      .then((seq) => {
        reset();
        applied = seq;
        gapSince = 0;
        ready = subscribed;
      })
      .catch((error: unknown) => link.failed(error))
      .finally(() => {
        syncing = null;
      });
  };

  subscriber.on('message', (_channel: string, message: string) => {
    const space = message.indexOf(' ');
    const seq = Number(message.slice(0, space));
    let tags: string[];
    try {
      tags = JSON.parse(message.slice(space + 1)) as string[];
    } catch {
      return;
    }
    invalidated.forEach((listener) => listener(tags));
    if (!ready) return;
    if (seq === applied + 1) applied = seq;
    else if (seq > applied + 1) {
      reset();
      applied = seq;
    }
  });
  subscriber.on('ready', () => {
    void subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        sync();
      },
      (error: unknown) => options.log.warn({ err: error }, 'read cache: could not subscribe to invalidations'),
    );
  });
  subscriber.on('close', () => {
    subscribed = false;
    lose();
  });

  // One GET at a time; a read arriving while one is under way waits for the next (which started after it).
  const latestSeq = freshFetch(readSeq);

  return {
    async current() {
      if (!ready) {
        sync();
        return false;
      }
      if (!link.available()) {
        lose();
        return false;
      }
      let seq: number;
      try {
        seq = await latestSeq();
      } catch (error) {
        // Without Redis this instance cannot know what it missed: start again from nothing.
        lose(error);
        return false;
      }
      if (seq <= applied) {
        gapSince = 0;
        return ready;
      }
      if (gapSince === 0) gapSince = Date.now();
      else if (Date.now() - gapSince > GAP_GRACE_MS) {
        // A message was lost (a reconnect between publish and delivery): drop everything, catch up.
        reset();
        applied = seq;
        gapSince = 0;
      }
      return false;
    },
    isCurrent: () => ready && gapSince === 0,
    async publish(tags) {
      if (!link.available()) return lose();
      try {
        await redis.eval(PUBLISH_SCRIPT, 1, seqKey, channel, JSON.stringify(tags));
      } catch (error) {
        lose(error);
      }
    },
    onInvalidate(listener) {
      invalidated.push(listener);
    },
    onReset(listener) {
      resets.push(listener);
    },
    async close() {
      closed = true;
      ready = false;
      subscriber.disconnect();
    },
  };
}
