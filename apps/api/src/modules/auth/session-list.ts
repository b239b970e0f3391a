import type { AccountSession } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import { describeDevice } from '../../lib/user-agent';
import { toIso } from '../creators/creator-presenter';
import { rowsOf, type Executor } from '../users/queries';

/** One live session family of an account, as the session list reads it. */
export interface SessionFamilyRow {
  family_id: string;
  /** The newest User-Agent recorded in the family (the browser that refreshed last). */
  user_agent: string | null;
  first_used_at: Date | string;
  last_used_at: Date | string;
  expires_at: Date | string;
  current: boolean;
}

/**
 * The account's live sessions, most recently used first. A session is a family (a sign-in and
 * its rotations): its first row is its first use, its newest row its last refresh (an access token
 * lives a few minutes, so that is when it was last used, to within one lifetime). Live = a row
 * neither rotated nor revoked, and not expired. `currentSessionId` (the asking token's `sid`)
 * marks its family.
 */
export async function liveSessionFamilies(
  db: Executor,
  userId: number,
  currentSessionId: string | null,
): Promise<SessionFamilyRow[]> {
  return rowsOf<SessionFamilyRow>(
    db.execute(sql`select family_id,
        (array_agg(user_agent order by created_at desc) filter (where user_agent is not null))[1] as user_agent,
        min(created_at) as first_used_at, max(created_at) as last_used_at,
        max(expires_at) filter (where revoked_at is null) as expires_at,
        bool_or(id = ${currentSessionId}::uuid) is true as current
      from sessions where user_id = ${userId}
      group by family_id
      having bool_or(revoked_at is null and expires_at > now())
      order by max(created_at) desc, family_id`),
  );
}

/** Revokes one live family of the user; true when there was one. */
export async function revokeFamilyOfUser(db: Executor, userId: number, familyId: string): Promise<boolean> {
  const rows = await rowsOf(
    db.execute(sql`update sessions set revoked_at = now()
                   where family_id = ${familyId}::uuid and user_id = ${userId} and revoked_at is null
                     and expires_at > now()
                   returning id`),
  );
  return rows.length > 0;
}

/** A session of the list (the export's sessions too), with the browser and system named. */
export function presentSession(row: SessionFamilyRow): AccountSession {
  return {
    id: row.family_id,
    ...describeDevice(row.user_agent),
    // No address-to-place database: the place is unknown, never guessed.
    place: null,
    firstUsedAt: toIso(row.first_used_at)!,
    lastUsedAt: toIso(row.last_used_at)!,
    expiresAt: toIso(row.expires_at)!,
    current: row.current,
  };
}
