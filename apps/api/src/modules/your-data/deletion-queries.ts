import { sql } from 'drizzle-orm';
import { txRows, type Tx } from '../../db/transaction';

/*
 * What deleting an account does to each table that names it (by user id or by its e-mail address),
 * all in one transaction (deletion-service.ts):
 *
 * | table                           | what happens                                                      |
 * |---------------------------------|-------------------------------------------------------------------|
 * | users                           | deleted                                                           |
 * | sessions, password_resets       | deleted with the user (cascade); the families' ids are kept bare  |
 * |                                 | in revoked_session_families for one access-token lifetime         |
 * | verification_attempts           | deleted with the user (cascade)                                   |
 * | email_confirmations             | deleted with the user (cascade)                                   |
 * | favorites                       | deleted with the user (cascade)                                   |
 * | review_helpful                  | deleted, each vote taken out of its review's helpful_count        |
 * | reviews                         | deleted, each visible one taken out of its creator's statistics;  |
 * |                                 | their votes, replies and reports go with them (cascade)           |
 * | review_reports (filed by them)  | deleted with the user (cascade)                                   |
 * | review_reactions (their replies)| kept as the page's replies: user_id set null                      |
 * | creators (pages they claimed)   | released: unclaimed (user_id, verified, verified_at and the       |
 * |                                 | owner's fields cleared: the platform's data takes them again)     |
 * | creators (pages they added)     | kept, unclaimed as they were: added_by set null                   |
 * | creator_edits                   | kept as the page's history: user_id set null                      |
 * | creator_daily_stats             | per page and day, no user: untouched                              |
 * | moderation_log                  | kept; the moderator or the reviewed author becomes a pseudonym    |
 * | removal_requests                | the account's own (sent signed in, or from its address once       |
 * |                                 | confirmed) deleted; others sent from its address kept; as the     |
 * |                                 | deciding moderator: decided_by set null                           |
 * | review_invitations (its links)  | kept as the page's links: created_by set null                     |
 * | alert_settings, alert_mails,    | deleted with the user (cascade)                                   |
 * | alert_deliveries                |                                                                   |
 * | uploads (their avatars)         | deleted (keys avatars/<user id>-…)                                |
 * | search_queries(_visitors)       | no user nor address stored: untouched                             |
 * | write_allowances                | deleted with the user (cascade)                                   |
 * | idempotency_keys                | deleted with the user (cascade)                                   |
 * | jobs (waiting or failed, naming | deleted (jobs/queue.ts dropJobsOfUser); the last e-mail's job is  |
 * | the account as userId/recipient)| queued with the deletion, holding the address until it is sent    |
 */

/** Locks the account's row for the deletion; its e-mail address and name, or undefined when it is gone. */
export async function lockAccount(tx: Tx, userId: number) {
  const [row] = await txRows<{ email: string; name: string }>(
    tx,
    sql`select email, name from users where id = ${userId} for update`,
  );
  return row;
}

/** Puts `pseudonym` in the account's place in the moderation log: as moderator, and as author of a review acted on. */
export async function pseudonymiseModerationLog(tx: Tx, userId: number, pseudonym: string): Promise<void> {
  await tx.execute(sql`update moderation_log set moderator_pseudonym = ${pseudonym} where moderator_id = ${userId}`);
  await tx.execute(sql`update moderation_log set author_pseudonym = ${pseudonym}
      where review_id in (select id from reviews where user_id = ${userId})`);
}

/** Deletes the account's helpful votes and takes each out of its review's count; the creators of those reviews. */
export async function deleteHelpfulVotes(tx: Tx, userId: number): Promise<number[]> {
  const rows = await txRows<{ creator_id: number }>(
    tx,
    sql`with gone as (delete from review_helpful where user_id = ${userId} returning review_id)
        update reviews r set helpful_count = greatest(r.helpful_count - 1, 0)
        from gone where r.id = gone.review_id
        returning r.creator_id`,
  );
  return rows.map((row) => row.creator_id);
}

/**
 * Deletes the account's reviews and takes the visible ones out of their creators' statistics, in
 * one statement; the creators of every deleted review.
 */
export async function deleteReviews(tx: Tx, userId: number): Promise<number[]> {
  const rows = await txRows<{ creator_id: number }>(
    tx,
    sql`with gone as (
          delete from reviews where user_id = ${userId} returning creator_id, rating, hidden_at is null and held_at is null as counted
        ), counts as (
          select creator_id, count(*)::int as n, sum(rating)::int as total,
            count(*) filter (where rating = 1)::int as r1, count(*) filter (where rating = 2)::int as r2,
            count(*) filter (where rating = 3)::int as r3, count(*) filter (where rating = 4)::int as r4,
            count(*) filter (where rating = 5)::int as r5
          from gone where counted group by creator_id
        ), shifted as (
          update creators c set review_count = c.review_count - counts.n, rating_sum = c.rating_sum - counts.total,
            rating_1 = c.rating_1 - counts.r1, rating_2 = c.rating_2 - counts.r2, rating_3 = c.rating_3 - counts.r3,
            rating_4 = c.rating_4 - counts.r4, rating_5 = c.rating_5 - counts.r5
          from counts where c.id = counts.creator_id
        )
        select distinct creator_id from gone`,
  );
  return rows.map((row) => row.creator_id);
}

/** Releases the pages the account claimed (unclaimed, unverified); their ids. Their replies stay. */
export async function releaseClaimedPages(tx: Tx, userId: number): Promise<number[]> {
  const rows = await txRows<{ id: number }>(
    tx,
    sql`update creators set user_id = null, verified = false, verified_at = null, owner_fields = '{}', updated_at = now()
        where user_id = ${userId} returning id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Deletes the removal requests that belong to the account: sent while signed in to it, or from its
 * address once it confirmed that address (the rule of the export's section, activity-sections.ts).
 * A request someone else sent from the address, which the account never confirmed, stays.
 */
export async function deleteRemovalRequestsOf(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`delete from removal_requests
      where user_id = ${userId}
        or lower(email) = (select lower(email) from users where id = ${userId} and email_confirmed_at is not null)`);
}

/** Deletes every avatar the account uploaded (the current one and any left behind). */
export async function deleteAvatarUploads(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`delete from uploads where key like ${`avatars/${userId}-%`}`);
}

/**
 * Keeps the ids of the account's session families whose access tokens may still be unexpired (live,
 * or revoked within `windowSeconds`) for that long: their rows go with the user, and instances
 * reloading the revocation list must go on refusing them. Prunes older ids. Returns the families.
 */
export async function keepRevokedFamilies(tx: Tx, userId: number, windowSeconds: number): Promise<string[]> {
  const since = sql`now() - ${windowSeconds}::int * interval '1 second'`;
  await tx.execute(sql`delete from revoked_session_families where revoked_at < ${since}`);
  const rows = await txRows<{ family_id: string }>(
    tx,
    sql`insert into revoked_session_families (family_id)
        select distinct family_id from sessions
        where user_id = ${userId} and (revoked_at is null or revoked_at > ${since})
        on conflict do nothing returning family_id`,
  );
  return rows.map((row) => row.family_id);
}

/** Deletes the user row; sessions, resets, attempts, favorites and reports go with it (cascade). */
export async function deleteUserRow(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`delete from users where id = ${userId}`);
}
