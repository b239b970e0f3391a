import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { RedisLink } from './redis-link';
import { sql } from 'drizzle-orm';

/**
 * Which session families were revoked (sign-out, password change or reset, refresh-token reuse,
 * a session ended from the account page, the account deleted),
 * so that their access tokens stop working before they expire. The list holds only families
 * revoked within one access-token lifetime (older tokens have expired anyway); each process
 * reloads it from the database at most every `reloadMs` and adds its own revocations at once.
 * Without Redis, a revoked token is refused at once by the instance that revoked it, and by the
 * others within `reloadMs`. With Redis (several instances or worker processes), a revocation is
 * also written there (`<prefix>revoked:<family>`, expiring with the window) before the sign-out
 * answers, and every instance looks it up, so no instance accepts the token once the sign-out is
 * acknowledged. While Redis cannot answer (down, not tried for a moment after a timeout, or a call
 * failed) the database is asked for that one family instead (an indexed lookup, only then), so
 * the promise still holds; only when the database fails too does the last list answer.
 */
export interface SessionRevocations {
  /** How long a revocation is kept: one access-token lifetime and a margin, in seconds. */
  readonly windowSeconds: number;
  isRevoked(familyId: string): Promise<boolean>;
  /** Families just revoked (after the database commit); resolves once every instance will refuse them. */
  add(familyIds: Iterable<string>): Promise<void>;
}

/**
 * Families revoked (not merely rotated: rotation sets replaced_by) within the last `sinceSeconds`,
 * and those of accounts deleted meanwhile (their session rows are gone; revoked_session_families
 * keeps the bare ids).
 */
async function recentlyRevokedFamilies(db: Db, sinceSeconds: number): Promise<string[]> {
  const since = sql`now() - ${sinceSeconds}::int * interval '1 second'`;
  const result = (await db.execute(sql`select family_id from sessions
      where replaced_by is null and revoked_at is not null and revoked_at > ${since}
      union select family_id from revoked_session_families where revoked_at > ${since}`)) as unknown as {
    rows: { family_id: string }[];
  };
  return result.rows.map((row) => row.family_id);
}

/**
 * Whether one family was revoked, at any time (a revocation is never undone): one lookup on
 * sessions_family_id_idx (a family has a row per rotation) and on the key of
 * revoked_session_families, about a millisecond, like reading the account by id.
 */
async function revokedInDatabase(db: Db, familyId: string): Promise<boolean> {
  const result = (await db.execute(sql`select exists (select 1 from sessions
        where family_id = ${familyId}::uuid and replaced_by is null and revoked_at is not null)
      or exists (select 1 from revoked_session_families where family_id = ${familyId}::uuid) as revoked`)) as unknown as {
    rows: { revoked: boolean }[];
  };
  return result.rows[0]?.revoked === true;
}

export function createSessionRevocations(
  db: Db,
  options: {
    accessTtlSeconds: number;
    reloadMs?: number;
    log: FastifyBaseLogger;
    redis?: { link: RedisLink; prefix: string } | null;
  },
): SessionRevocations {
  const reloadMs = options.reloadMs ?? 5000;
  // A margin over the token lifetime covers clock differences between instances and the database.
  const windowSeconds = options.accessTtlSeconds + 60;
  let listed = new Set<string>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;
  const local = new Map<string, number>();
  const shared = options.redis ?? null;
  const sharedKey = (familyId: string) => `${shared!.prefix}revoked:${familyId}`;

  // Redis losing and finding its connection is logged once by redis-link.ts, not on every request.
  const inShared = async (familyId: string): Promise<boolean | null> => {
    if (!shared!.link.available()) return null;
    try {
      return (await shared!.link.client.exists(sharedKey(familyId))) === 1;
    } catch (error) {
      shared!.link.failed(error);
      return null;
    }
  };

  /** Writes the families to Redis: the first error, or null once every SET is acknowledged. */
  const writeShared = async (familyIds: string[]): Promise<unknown> => {
    const pipeline = shared!.link.client.pipeline();
    for (const familyId of familyIds) pipeline.set(sharedKey(familyId), '1', 'EX', windowSeconds);
    try {
      // A pipeline resolves with each command's error rather than rejecting.
      const results = (await pipeline.exec()) ?? [];
      return results.find(([error]) => error)?.[0] ?? null;
    } catch (error) {
      return error;
    }
  };

  // While the database is down the last list stays in use (nothing can be revoked meanwhile: a
  // revocation is a database write); a reload is tried again a second later, logged once per outage.
  let failing = false;
  const reload = () =>
    (loading ??= recentlyRevokedFamilies(db, windowSeconds)
      .then((families) => {
        listed = new Set(families);
        loadedAt = Date.now();
        failing = false;
      })
      .catch((error: unknown) => {
        loadedAt = Date.now() - reloadMs + 1000;
        if (!failing) options.log.warn({ err: error }, 'could not reload the session revocation list');
        failing = true;
      })
      .finally(() => {
        loading = null;
      }));

  return {
    windowSeconds,
    async isRevoked(familyId) {
      const addedAt = local.get(familyId);
      if (addedAt !== undefined) {
        if (Date.now() - addedAt < windowSeconds * 1000) return true;
        local.delete(familyId);
      }
      if (shared) {
        const revoked = (await inShared(familyId)) ?? (await revokedInDatabase(db, familyId).catch(() => null));
        if (revoked) return true;
      }
      if (Date.now() - loadedAt > reloadMs) await reload();
      return listed.has(familyId);
    },
    async add(familyIds) {
      const now = Date.now();
      for (const [familyId, addedAt] of local) if (now - addedAt >= windowSeconds * 1000) local.delete(familyId);
      const added = [...familyIds];
      for (const familyId of added) local.set(familyId, now);
      if (!shared || added.length === 0) return;
      // Written whenever connected, even while lookups skip Redis after a timeout: that may have
      // been a pause of this process, the others may reach Redis, and a revocation missing there
      // would let them accept the token. A failed write is tried once more (SET is idempotent).
      if (shared.link.client.status !== 'ready') {
        options.log.warn('Redis down: the other instances look session revocations up in the database');
        return;
      }
      let failure = await writeShared(added);
      if (failure) failure = await writeShared(added);
      if (failure) options.log.warn({ err: failure }, 'could not share a session revocation through Redis');
    },
  };
}
