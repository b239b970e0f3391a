import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../users/queries';

export interface SessionState {
  id: string;
  user_id: number;
  family_id: string;
  /** Rotated (replaced) or revoked: presenting it again means the token leaked. */
  used: boolean;
  expired: boolean;
}

export async function insertSession(
  db: Executor,
  session: { userId: number; familyId: string; tokenHash: string; ttlSeconds: number },
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db.execute(sql`insert into sessions (user_id, family_id, refresh_token_hash, expires_at)
                   values (${session.userId}, ${session.familyId}::uuid, ${session.tokenHash},
                           now() + ${session.ttlSeconds}::int * interval '1 second')
                   returning id`),
  );
  return row.id;
}

/** The session of a refresh token hash, locked for the rest of the transaction. */
export async function lockSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionState | undefined> {
  const [row] = await rowsOf<SessionState>(
    db.execute(sql`select id, user_id, family_id,
                          (revoked_at is not null or replaced_by is not null) as used,
                          expires_at <= now() as expired
                   from sessions where refresh_token_hash = ${tokenHash}
                   for update`),
  );
  return row;
}

export async function markSessionReplaced(db: Executor, sessionId: string, replacedBy: string): Promise<void> {
  await db.execute(
    sql`update sessions set revoked_at = now(), replaced_by = ${replacedBy}::uuid where id = ${sessionId}::uuid`,
  );
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db.execute(
    sql`update sessions set revoked_at = now() where family_id = ${familyId}::uuid and revoked_at is null`,
  );
}

/**
 * Revokes the user's sessions except the family of `keepSessionId` (null = revoke all).
 */
export async function revokeUserSessions(db: Executor, userId: number, keepSessionId: string | null): Promise<void> {
  await db.execute(sql`update sessions set revoked_at = now()
                       where user_id = ${userId} and revoked_at is null
                         and family_id is distinct from
                             (select family_id from sessions where id = ${keepSessionId}::uuid and user_id = ${userId})`);
}

export async function insertPasswordReset(
  db: Executor,
  reset: { userId: number; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await db.execute(sql`insert into password_resets (token_hash, user_id, expires_at)
                       values (${reset.tokenHash}, ${reset.userId}, now() + ${reset.ttlSeconds}::int * interval '1 second')`);
}

/** Marks a valid (unused, unexpired) reset token used and returns its user; undefined when not valid. */
export async function consumePasswordReset(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ user_id: number }>(
    db.execute(sql`update password_resets set used_at = now()
                   where token_hash = ${tokenHash} and used_at is null and expires_at > now()
                   returning user_id`),
  );
  return row?.user_id;
}

/** Ends every other outstanding reset link of the user. */
export async function expireUserResets(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`update password_resets set used_at = now() where user_id = ${userId} and used_at is null`);
}
