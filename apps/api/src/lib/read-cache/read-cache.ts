import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { InvalidationBus } from './invalidation-bus';

/** A serialized public answer: the exact bytes sent, its ETag and the tags that invalidate it. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  tags: readonly string[];
  /** Small facts about the answer a route needs on a hit (e.g. the normalised search term). */
  meta?: Record<string, unknown>;
}

export interface Computed {
  body: string | Buffer;
  tags: readonly string[];
  meta?: Record<string, unknown>;
  /** False: serve this answer but do not keep it (e.g. an error page). */
  keep?: boolean;
}

/** Drops the cached answers carrying any of the tags, on every instance, before the write is acknowledged. */
export type Invalidate = (tags: readonly string[]) => Promise<void>;

export interface ReadCache {
  /** The answer under `key`, from memory when it is fresh, otherwise computed (and kept when allowed). */
  get(key: string, compute: () => Promise<Computed>): Promise<CachedAnswer>;
  /**
   * Whether `answer` is still the fresh answer under `key` (as `get` would serve it: this instance
   * has seen every invalidation acknowledged so far, and none has dropped it).
   */
  holds(key: string, answer: CachedAnswer): Promise<boolean>;
  /** Drops every answer carrying one of the tags, here and (with Redis) on every instance; resolves once published. */
  invalidate: Invalidate;
  stats(): { entries: number; bytes: number; maxBytes: number };
  /** Whether answers are kept and served from memory now: on, and in step with the invalidations (Redis up). */
  inUse(): boolean;
  close(): Promise<void>;
}

/** Bytes an entry costs beyond its body and key (the entry object, its tag links, LRU bookkeeping). */
const ENTRY_OVERHEAD = 256;
/** Invalidations remembered to tell whether one happened while an answer was being computed. */
const RECENT_INVALIDATIONS = 1024;

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * An in-process LRU of serialized answers bounded in bytes, with tag invalidation. `bus` makes
 * invalidations reach other instances and says whether this instance has seen every invalidation
 * acknowledged so far (when it has not, answers are computed and not kept). An answer whose
 * computation overlapped an invalidation of one of its tags is served but not kept.
 */
export function createReadCache(options: {
  maxBytes: number;
  bus: InvalidationBus;
  /** Told of each lookup of a cached answer: found, or to be computed (the metrics). */
  onLookup?: (hit: boolean) => void;
}): ReadCache {
  const { bus } = options;
  const looked = options.onLookup ?? (() => undefined);
  const byTag = new Map<string, Set<string>>();
  const unlink = (key: string, tags: readonly string[]) => {
    for (const tag of tags) {
      const keys = byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) byTag.delete(tag);
    }
  };
  const lru =
    options.maxBytes > 0
      ? new LRUCache<string, CachedAnswer>({
          maxSize: options.maxBytes,
          sizeCalculation: (entry, key) => entry.body.length + key.length * 2 + ENTRY_OVERHEAD,
          dispose: (entry, key) => unlink(key, entry.tags),
        })
      : null;

  let generation = 0;
  const recent: { generation: number; tags: readonly string[] }[] = [];
  const evict = (tags: readonly string[]) => {
    generation += 1;
    recent.push({ generation, tags });
    if (recent.length > RECENT_INVALIDATIONS) recent.shift();
    for (const tag of tags) {
      const keys = byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) lru?.delete(key);
    }
  };
  const clear = () => {
    generation += 1;
    recent.length = 0;
    lru?.clear();
  };
  /** Whether an invalidation since `since` touched one of `tags` (or may have: too old to tell). */
  const touchedSince = (since: number, tags: readonly string[]) => {
    if (since === generation) return false;
    if (recent.length === 0 || recent[0].generation > since + 1) return true;
    return recent.some((item) => item.generation > since && item.tags.some((tag) => tags.includes(tag)));
  };
  bus.onInvalidate(evict);
  bus.onReset(clear);

  const build = (computed: Computed): CachedAnswer => {
    const body = typeof computed.body === 'string' ? Buffer.from(computed.body) : computed.body;
    return { body, etag: etagOf(body), tags: computed.tags, meta: computed.meta };
  };
  const inflight = new Map<string, { since: number; answer: Promise<CachedAnswer> }>();

  return {
    async get(key, compute) {
      if (!lru) return build(await compute());
      const current = await bus.current();
      if (!current) return build(await compute());
      const hit = lru.get(key);
      looked(hit !== undefined);
      if (hit) return hit;
      // Concurrent misses of one key share one computation started after every one of them was in sync.
      const shared = inflight.get(key);
      if (shared && shared.since === generation) return shared.answer;
      const since = generation;
      const pending = compute()
        .then((computed) => {
          const answer = build(computed);
          if (computed.keep !== false && !touchedSince(since, answer.tags) && bus.isCurrent()) {
            lru.set(key, answer);
            if (lru.has(key)) {
              for (const tag of answer.tags) {
                let keys = byTag.get(tag);
                if (!keys) byTag.set(tag, (keys = new Set()));
                keys.add(key);
              }
            }
          }
          return answer;
        })
        .finally(() => {
          if (inflight.get(key)?.answer === pending) inflight.delete(key);
        });
      inflight.set(key, { since, answer: pending });
      return pending;
    },
    async holds(key, answer) {
      if (!lru || lru.peek(key) !== answer) return false;
      if (!(await bus.current())) return false;
      return lru.get(key) === answer;
    },
    async invalidate(tags) {
      if (tags.length === 0) return;
      evict(tags);
      await bus.publish(tags);
    },
    stats() {
      return { entries: lru?.size ?? 0, bytes: lru?.calculatedSize ?? 0, maxBytes: options.maxBytes };
    },
    inUse: () => lru !== null && bus.isCurrent(),
    async close() {
      lru?.clear();
      await bus.close();
    },
  };
}
