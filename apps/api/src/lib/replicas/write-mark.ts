import { freshFetch } from '../fresh-fetch';
import type { RedisLink } from '../redis-link';
import { lsnFromKey, lsnKey } from './lsn';

/**
 * The WAL position every acknowledged write has reached: a replica that has replayed it serves
 * reads as fresh as the primary's (for everything acknowledged before the read began).
 */
export interface WriteMark {
  /** Raises the mark to `lsn` (for every instance, with Redis); resolves once it is shared. */
  raise(lsn: bigint): Promise<void>;
  /** The mark as it stands now, covering every write acknowledged before the call; rejects when it cannot be known. */
  read(): Promise<bigint>;
}

/** Sets the key to the larger of its value and ARGV[1] (16 hex digits: string order is position order). */
const RAISE_SCRIPT = `local current = redis.call('get', KEYS[1])
if not current or current < ARGV[1] then redis.call('set', KEYS[1], ARGV[1]) end
return 1`;

/**
 * Kept in this process (one instance), or with REDIS_URL in `<prefix>replicas:written-lsn`, raised
 * before each write is acknowledged and read (one GET shared by the reads arriving meanwhile) before
 * a read picks a replica. Unknown (a new process, a Redis that restarted empty): the primary's
 * current position, which covers every write it has committed.
 */
export function createWriteMark(options: {
  redis: { link: RedisLink; prefix: string } | null;
  primaryLsn: () => Promise<bigint>;
}): WriteMark {
  const { redis } = options;
  let local: bigint | null = null;
  const raiseLocal = (lsn: bigint) => {
    if (local === null || lsn > local) local = lsn;
  };
  if (!redis) {
    return {
      raise: async (lsn) => raiseLocal(lsn),
      async read() {
        if (local === null) raiseLocal(await options.primaryLsn());
        return local!;
      },
    };
  }
  const key = `${redis.prefix}replicas:written-lsn`;
  const client = redis.link.client;
  /** A position whose sharing failed: shared again before this instance reads or raises the mark. */
  let unshared: bigint | null = null;
  const raiseShared = async (lsn: bigint) => {
    raiseLocal(lsn);
    const highest = unshared !== null && unshared > lsn ? unshared : lsn;
    await client.eval(RAISE_SCRIPT, 1, key, lsnKey(highest));
    unshared = null;
  };
  const fetchShared = freshFetch(async () => {
    const value = await client.get(key);
    if (value !== null) return lsnFromKey(value);
    const lsn = await options.primaryLsn();
    await raiseShared(lsn);
    return lsn;
  });
  return {
    async raise(lsn) {
      try {
        await raiseShared(lsn);
      } catch (error) {
        // The write is committed and stays acknowledged; reads pick the primary until Redis answers.
        if (unshared === null || lsn > unshared) unshared = lsn;
        redis.link.failed(error);
      }
    },
    async read() {
      if (!redis.link.available()) throw new Error('Redis unreachable: the write mark cannot be read');
      if (unshared !== null) await raiseShared(unshared);
      const shared = await fetchShared();
      return local !== null && local > shared ? local : shared;
    },
  };
}
