import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../users/queries';

export interface SessionState {
  id: string;
  user_id: number;
  family_id: string;
  /** Rotated (replaced) or revoked: presenting it again means the token leaked. */
  used: boolean;
  /**
   * Rotated within the grace window, not twinned yet, and its family is still live: it may get
   * one twin of its fresh rotation.
   */
  in_grace: boolean;
  expired: boolean;
}

/**
 * A refresh session: expires after `ttlSeconds`, never after the family's absolute end (copied
 * from the session `rotatedFrom`; a new family gets now() + `maxAgeSeconds`).
 */
export async function insertSession(
  db: Executor,
  session: {
    userId: number;
    familyId: string;
    tokenHash: string;
    ttlSeconds: number;
    rotatedFrom?: string;
    maxAgeSeconds?: number;
    /** The browser's User-Agent (the account's session list shows its browser and system). */
    userAgent: string | null;
  },
): Promise<string> {
  const familyEnd = session.rotatedFrom
    ? sql`(select family_expires_at from sessions where id = ${session.rotatedFrom}::uuid)`
    : sql`now() + ${session.maxAgeSeconds ?? session.ttlSeconds}::int * interval '1 second'`;
  const [row] = await rowsOf<{ id: string }>(
    db.execute(sql`insert into sessions (user_id, family_id, refresh_token_hash, family_expires_at, expires_at, user_agent)
                   select ${session.userId}, ${session.familyId}::uuid, ${session.tokenHash}, f.family_end,
                          least(now() + ${session.ttlSeconds}::int * interval '1 second', f.family_end),
                          ${session.userAgent}
                   from (select ${familyEnd} as family_end) f
                   returning id`),
  );
  return row.id;
}

/** The session of a refresh token hash, locked for the rest of the transaction. */
export async function lockSessionByTokenHash(
  db: Executor,
  tokenHash: string,
  graceSeconds: number,
): Promise<SessionState | undefined> {
  const [row] = await rowsOf<SessionState>(
    db.execute(sql`select s.id, s.user_id, s.family_id,
                          (s.revoked_at is not null or s.replaced_by is not null) as used,
                          (s.replaced_by is not null and s.twinned_at is null
                            and s.revoked_at > now() - ${graceSeconds}::int * interval '1 second'
                            and not exists (select 1 from sessions f
                                            where f.family_id = s.family_id and f.replaced_by is null
                                              and f.revoked_at is not null)) as in_grace,
                          s.expires_at <= now() as expired
                   from sessions s where s.refresh_token_hash = ${tokenHash}
                   for update of s`),
  );
  return row;
}

/** The family of a refresh token (any state), or undefined. */
export async function findFamilyByTokenHash(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ family_id: string }>(
    db.execute(sql`select family_id from sessions where refresh_token_hash = ${tokenHash}`),
  );
  return row?.family_id;
}

/** Records that a replaced session gave its one twin (a later presentation is a reuse). */
export async function markSessionTwinned(db: Executor, sessionId: string): Promise<void> {
  await db.execute(sql`update sessions set twinned_at = now() where id = ${sessionId}::uuid`);
}

export async function markSessionReplaced(db: Executor, sessionId: string, replacedBy: string): Promise<void> {
  await db.execute(
    sql`update sessions set revoked_at = now(), replaced_by = ${replacedBy}::uuid where id = ${sessionId}::uuid`,
  );
}

/** Revokes every live session of the family (rotated rows keep their revoked_at). */
export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db.execute(
    sql`update sessions set revoked_at = now() where family_id = ${familyId}::uuid and revoked_at is null`,
  );
}

/**
 * Revokes every live session of the user but `keepSessionId` (null = all): the other families,
 * and any other branch of the kept session's own family (a grace-window twin). Returns the
 * families whose access tokens must stop working: every family touched but the kept one (its
 * caller's access token stays valid; another branch's access token lapses with its lifetime).
 */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  keepSessionId: string | null,
): Promise<string[]> {
  const rows = await rowsOf<{ family_id: string; kept_family: boolean }>(
    db.execute(sql`update sessions s set revoked_at = now()
                   where s.user_id = ${userId} and s.revoked_at is null
                     and s.id is distinct from ${keepSessionId}::uuid
                   returning s.family_id,
                     s.family_id is not distinct from
                       (select k.family_id from sessions k where k.id = ${keepSessionId}::uuid and k.user_id = ${userId})
                       as kept_family`),
  );
  return [...new Set(rows.filter((row) => !row.kept_family).map((row) => row.family_id))];
}

/** A password reset token still valid (unused, unexpired)? Read only: setPassword consumes it later. */
export async function isPasswordResetValid(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await rowsOf<{ ok: number }>(
    db.execute(sql`select 1 as ok from password_resets
                   where token_hash = ${tokenHash} and used_at is null and expires_at > now()`),
  );
  return rows.length > 0;
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
