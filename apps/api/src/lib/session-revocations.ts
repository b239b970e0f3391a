import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { sql } from 'drizzle-orm';

/**
 * Which session families were revoked (sign-out, password change or reset, refresh-token reuse),
 * so that their access tokens stop working before they expire. The list holds only families
 * revoked within one access-token lifetime (older tokens have expired anyway); each process
 * reloads it from the database at most every `reloadMs` and adds its own revocations at once.
 * So a revoked token is refused at once by the instance that revoked it, and by the others
 * within `reloadMs`. A failed reload keeps the last list (logged).
 */
export interface SessionRevocations {
  isRevoked(familyId: string): Promise<boolean>;
  /** Families this process has just revoked. */
  add(familyIds: Iterable<string>): void;
}

/** Families revoked (not merely rotated: rotation sets replaced_by) within the last `sinceSeconds`. */
async function recentlyRevokedFamilies(db: Db, sinceSeconds: number): Promise<string[]> {
  const result = (await db.execute(sql`select distinct family_id from sessions
      where replaced_by is null and revoked_at is not null
        and revoked_at > now() - ${sinceSeconds}::int * interval '1 second'`)) as unknown as {
    rows: { family_id: string }[];
  };
  return result.rows.map((row) => row.family_id);
}

export function createSessionRevocations(
  db: Db,
  options: { accessTtlSeconds: number; reloadMs?: number; log: FastifyBaseLogger },
): SessionRevocations {
  const reloadMs = options.reloadMs ?? 5000;
  // A margin over the token lifetime covers clock differences between instances and the database.
  const windowSeconds = options.accessTtlSeconds + 60;
  let listed = new Set<string>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;
  const local = new Map<string, number>();

  const reload = () =>
    (loading ??= recentlyRevokedFamilies(db, windowSeconds)
      .then((families) => {
        listed = new Set(families);
        loadedAt = Date.now();
      })
      .catch((error: unknown) => {
        options.log.warn({ err: error }, 'could not reload the session revocation list');
      })
      .finally(() => {
        loading = null;
      }));

  return {
    async isRevoked(familyId) {
      const addedAt = local.get(familyId);
      if (addedAt !== undefined) {
        if (Date.now() - addedAt < windowSeconds * 1000) return true;
        local.delete(familyId);
      }
      if (Date.now() - loadedAt > reloadMs) await reload();
      return listed.has(familyId);
    },
    add(familyIds) {
      const now = Date.now();
      for (const [familyId, addedAt] of local) if (now - addedAt >= windowSeconds * 1000) local.delete(familyId);
      for (const familyId of familyIds) local.set(familyId, now);
    },
  };
}
