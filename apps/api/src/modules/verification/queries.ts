import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/transaction';
import { creatorSelect } from '../creators/creator-select';
import type { CreatorRow } from '../creators/creator-presenter';
import { rowsOf, type Executor } from '../users/queries';
import type { Platform } from '@fanlens/shared';

export interface ClaimTarget {
  id: number;
  username: string;
  platform: Platform;
  user_id: number | null;
}

/** The creator page a username names (case-insensitive), with who has claimed it. */
export async function findClaimTarget(db: Executor, username: string): Promise<ClaimTarget | undefined> {
  const [row] = await rowsOf<ClaimTarget>(
    db.execute(
      sql`select id, username, platform, user_id from creators where lower(username) = lower(${username}) and removed_at is null`,
    ),
  );
  return row;
}

export type ClaimOutcome = { claimed: true; previousUserId: number | null } | { claimed: false; reviewed: true };

/**
 * Marks the creator verified now and links it to the user, whoever claimed it before (the proof
 * was this account's code in the bio); returns the previous claimant. Refused when the user has
 * reviewed the page (a creator may not review their own page); the row is locked meanwhile.
 */
export async function claimCreator(db: Executor, creatorId: number, userId: number): Promise<ClaimOutcome> {
  const [current] = await rowsOf<{ user_id: number | null; reviewed: boolean }>(
    db.execute(sql`select c.user_id,
                          exists (select 1 from reviews r where r.creator_id = c.id and r.user_id = ${userId}) as reviewed
                   from creators c where c.id = ${creatorId} for update of c`),
  );
  if (current?.reviewed) return { claimed: false, reviewed: true };
  await db.execute(sql`update creators
                       set verified = true, verified_at = now(), user_id = ${userId}, updated_at = now()
                       where id = ${creatorId}`);
  return { claimed: true, previousUserId: current?.user_id === userId ? null : (current?.user_id ?? null) };
}

/** True when the user has reviewed the creator page. */
export async function hasReviewed(db: Executor, creatorId: number, userId: number): Promise<boolean> {
  const rows = await rowsOf<{ ok: number }>(
    db.execute(sql`select 1 as ok from reviews where creator_id = ${creatorId} and user_id = ${userId}`),
  );
  return rows.length > 0;
}

export async function insertAttempt(
  db: Executor,
  attempt: { userId: number; username: string; success: boolean; reason: string | null },
): Promise<void> {
  await db.execute(sql`insert into verification_attempts (user_id, username, success, reason)
                       values (${attempt.userId}, ${attempt.username}, ${attempt.success}, ${attempt.reason})`);
}

/** The creator as its page shows it (bio HTML), seen by `viewerId`. */
export async function findCreatorForViewer(
  database: Queryable,
  creatorId: number,
  viewerId: number,
): Promise<CreatorRow | undefined> {
  const [row] = await database.query<CreatorRow>(`select ${creatorSelect('$2')} from creators c where c.id = $1`, [
    creatorId,
    viewerId,
  ]);
  return row;
}
