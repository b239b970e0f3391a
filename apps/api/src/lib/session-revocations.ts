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
 * acknowledged. While Redis is down (not tried) or a call fails, the last list from the database
 * answers: a sign-out on another instance then takes effect within `reloadMs`.
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
      if (shared && (await inShared(familyId))) return true;
      if (Date.now() - loadedAt > reloadMs) await reload();
      return listed.has(familyId);
    },
    async add(familyIds) {
      const now = Date.now();
      for (const [familyId, addedAt] of local) if (now - addedAt >= windowSeconds * 1000) local.delete(familyId);
      const added = [...familyIds];
      for (const familyId of added) local.set(familyId, now);
      if (!shared || added.length === 0) return;
      if (!shared.link.available()) {
        options.log.warn('Redis down: a session revocation reaches the other instances within their reload');
        return;
      }
      const pipeline = shared.link.client.pipeline();
      for (const familyId of added) pipeline.set(sharedKey(familyId), '1', 'EX', windowSeconds);
      try {
        await pipeline.exec();
      } catch (error) {
        options.log.warn({ err: error }, 'could not share a session revocation through Redis');
      }
    },
  };
}
