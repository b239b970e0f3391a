import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
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
 */
export function createRedisBus(redis: Redis, options: { prefix: string; log: FastifyBaseLogger }): InvalidationBus {
  const seqKey = `${options.prefix}cache:seq`;
  const channel = `${options.prefix}cache:invalidations`;
  const subscriber = redis.duplicate();
  const invalidated: ((tags: readonly string[]) => void)[] = [];
  const resets: (() => void)[] = [];
  let applied = -1;
  let ready = false;
  let gapSince = 0;
  let closed = false;

  const reset = () => resets.forEach((listener) => listener());
  const readSeq = async () => Number((await redis.get(seqKey)) ?? 0);

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
    void subscriber
      .subscribe(channel)
      .then(readSeq)
      .then((seq) => {
        reset();
        applied = seq;
        ready = true;
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'read cache: could not subscribe to invalidations'));
  });
  subscriber.on('close', () => {
    ready = false;
  });
  subscriber.on('error', (error: Error) => {
    if (!closed) options.log.warn({ err: error }, 'read cache: invalidation channel error');
  });

  // One GET at a time; a read arriving while one is under way waits for the next (which started after it).
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  const start = () => {
    const fetching = readSeq();
    running = fetching;
    void fetching.then(
      () => (running === fetching ? (running = null) : null),
      () => (running === fetching ? (running = null) : null),
    );
    return fetching;
  };
  const latestSeq = (): Promise<number> => {
    if (!running) return start();
    queued ??= running
      .catch(() => 0)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };

  return {
    async current() {
      if (!ready) return false;
      let seq: number;
      try {
        seq = await latestSeq();
      } catch (error) {
        // Without Redis this instance cannot know what it missed: start again from nothing.
        options.log.warn({ err: error }, 'read cache: could not read the invalidation sequence');
        reset();
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
      await redis.eval(PUBLISH_SCRIPT, 1, seqKey, channel, JSON.stringify(tags));
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
