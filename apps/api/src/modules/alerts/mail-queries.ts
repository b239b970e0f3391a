import type { Queryable } from '../../db/transaction';
import type { PriceEventKind } from './price-change';

/** At most one instant mail per fan and creator in this window. */
export const INSTANT_WINDOW = "interval '1 day'";
/** A weekly fan's events wait until the oldest is this old, then go out together. */
export const DIGEST_WINDOW = "interval '7 days'";
/** Composing takes this lock (per transaction) so the per-creator daily limit holds between processes. */
const COMPOSE_LOCK = "hashtext('fanlens:alert-compose')";

/** Whether this transaction is the one composing mails now (another process may be). */
export async function takeComposeLock(tx: Queryable): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>(`select pg_try_advisory_xact_lock(${COMPOSE_LOCK}) as locked`);
  return row.locked;
}

/** Pending deliveries the fan no longer wants (delivery off, or that kind turned off) are cancelled. */
export async function cancelUnwanted(tx: Queryable): Promise<void> {
  await tx.query(
    `update alert_deliveries d set state = 'cancelled' from alert_settings s
     where s.user_id = d.user_id and d.state = 'pending'
       and (s.delivery = 'off' or case when d.kind = 'promotion' then not s.promotions else not s.price_drops end)`,
  );
}

/**
 * One mail per fan and creator for the pending deliveries of instant fans, unless that fan had a
 * mail about that creator within INSTANT_WINDOW (those wait, and go out together after it).
 */
export async function composeInstantMails(tx: Queryable, now: Date): Promise<number[]> {
  const rows = await tx.query<{ mail_id: number }>(
    `with groups as (
       select distinct d.user_id, d.creator_id from alert_deliveries d
       left join alert_settings s on s.user_id = d.user_id
       where d.state = 'pending' and coalesce(s.delivery, 'instant') = 'instant'
         and not exists (select 1 from alert_mails m where m.user_id = d.user_id and m.creator_id = d.creator_id
                         and not m.digest and m.created_at > $1::timestamptz - ${INSTANT_WINDOW})
     ), mails as (
       insert into alert_mails (user_id, creator_id, digest, created_at)
       select user_id, creator_id, false, $1 from groups returning id, user_id, creator_id
     )
     update alert_deliveries d set state = 'queued', mail_id = m.id from mails m
     where d.user_id = m.user_id and d.creator_id = m.creator_id and d.state = 'pending'
     returning m.id as mail_id`,
    [now],
  );
  return [...new Set(rows.map((row) => row.mail_id))];
}

/** One digest per weekly fan whose oldest pending delivery is DIGEST_WINDOW old: all of them in it. */
export async function composeDigests(tx: Queryable, now: Date): Promise<number[]> {
  const rows = await tx.query<{ mail_id: number }>(
    `with due as (
       select d.user_id from alert_deliveries d join alert_settings s on s.user_id = d.user_id and s.delivery = 'weekly'
       where d.state = 'pending' group by d.user_id
       having min(d.created_at) <= $1::timestamptz - ${DIGEST_WINDOW}
     ), mails as (
       insert into alert_mails (user_id, creator_id, digest, created_at)
       select user_id, null, true, $1 from due returning id, user_id
     )
     update alert_deliveries d set state = 'queued', mail_id = m.id from mails m
     where d.user_id = m.user_id and d.state = 'pending'
     returning m.id as mail_id`,
    [now],
  );
  return [...new Set(rows.map((row) => row.mail_id))];
}

export interface MailEvent {
  kind: PriceEventKind;
  price_before_cents: number | null;
  price_cents: number | null;
  promo_price_cents: number | null;
  promo_off: number | null;
  promo_ends_at: Date | string | null;
  username: string;
  name: string;
}

/** The events a mail tells of, oldest first. */
export async function eventsOfMail(database: Queryable, mailId: number): Promise<MailEvent[]> {
  return database.query<MailEvent>(
    `select e.kind, e.price_before_cents, e.price_cents, e.promo_price_cents, e.promo_off, e.promo_ends_at,
            c.username, c.name
     from alert_deliveries d join price_events e on e.id = d.event_id join creators c on c.id = d.creator_id
     where d.mail_id = $1 order by e.created_at, e.id`,
    [mailId],
  );
}

/** The mail went out (or there was nothing left to tell): never sent again. */
export async function markSent(database: Queryable, mailId: number, now: Date): Promise<void> {
  await database.query('update alert_mails set sent_at = $2 where id = $1 and sent_at is null', [mailId, now]);
}

/** The queue gave the mail up (its tries exhausted): kept like a sent one, for the daily window and 90 days. */
export async function markGivenUp(database: Queryable, mailId: number, now: Date): Promise<void> {
  await database.query('update alert_mails set failed_at = $2 where id = $1 and sent_at is null', [mailId, now]);
}

/** How long sent (or given-up) mails and fanned-out events are kept. */
export const KEEP = "interval '90 days'";

/**
 * Deletes the mails sent or given up more than KEEP ago (their deliveries with them) and the
 * fanned-out events older than that which no unsent mail or pending delivery still needs.
 */
export async function pruneAlerts(database: Queryable, now: Date): Promise<void> {
  await database.query(`delete from alert_mails where coalesce(sent_at, failed_at) < $1::timestamptz - ${KEEP}`, [now]);
  await database.query(
    `delete from price_events e where e.fanned_out_at < $1::timestamptz - ${KEEP}
       and not exists (select 1 from alert_deliveries d left join alert_mails m on m.id = d.mail_id
                       where d.event_id = e.id
                         and (d.state = 'pending' or (d.state = 'queued' and m.sent_at is null and m.failed_at is null)))`,
    [now],
  );
}
