import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
    db.execute(sql`select id, username, platform, user_id from creators where lower(username) = lower(${username})`),
  );
  return row;
}

/** The creator page the user has already claimed, if any. */
export async function findClaimOf(db: Executor, userId: number): Promise<{ id: number; username: string } | undefined> {
  const [row] = await rowsOf<{ id: number; username: string }>(
    db.execute(sql`select id, username from creators where user_id = ${userId}`),
  );
  return row;
}

/**
 * Marks the creator verified now and links it to the user, unless another user claimed it
 * meanwhile (the `user_id is null or = user` guard). True when the row was updated.
 */
export async function claimCreator(db: Executor, creatorId: number, userId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`update creators
                   set verified = true, verified_at = now(), user_id = ${userId}, updated_at = now()
                   where id = ${creatorId} and (user_id is null or user_id = ${userId})
                   returning id`),
  );
  return rows.length === 1;
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
  database: Database,
  creatorId: number,
  viewerId: number,
): Promise<CreatorRow | undefined> {
  const [row] = await database.query<CreatorRow>(`select ${creatorSelect('$2')} from creators c where c.id = $1`, [
    creatorId,
    viewerId,
  ]);
  return row;
}
