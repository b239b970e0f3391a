import type { Platform } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { txRows, type Queryable, type Tx } from '../../db/transaction';
import { ACTIVE_DAYS, LEASE_MINUTES, QUIET_DAYS } from './schedule';

/**
 * The pages the refresher reads (`c` a creators row): not those a moderator or a removal request
 * took down (a page gone from its platform is read, to see it come back), nor the demo data's
 * invented pages, which no platform has.
 */
const READABLE = `(c.removed_at is null or c.gone_at is not null) and c.added_via is distinct from 'demo'`;

/** Rows given to the pages that have none yet (the demo data, an import, an add) per round. */
const NEW_ROWS_PER_ROUND = 50_000;

/**
 * Gives the newest pages their row: those without one among the ids from NEW_ROWS_PER_ROUND below
 * the highest that has one (pages only get new ids; looking back that far also finds a page whose
 * insert committed after a higher id already got its row), due at a moment spread over the quiet
 * tier so a large load is not read all at once; the demo data's invented pages, which no platform
 * has, never (infinity).
 */
export async function addRefreshRows(database: Queryable): Promise<number> {
  const rows = await database.query<{ n: number }>(
    `with added as (
       insert into creator_refresh (creator_id, due_at)
       select c.id, case when c.added_via = 'demo' then 'infinity'::timestamptz
                         else now() + random() * interval '${QUIET_DAYS} days' end
       from creators c
       where c.id > coalesce((select max(creator_id) from creator_refresh), 0) - ${NEW_ROWS_PER_ROUND}
         and not exists (select 1 from creator_refresh r where r.creator_id = c.id)
       order by c.id limit ${NEW_ROWS_PER_ROUND}
       on conflict do nothing returning 1
     ) select count(*)::int as n from added`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Moves up the pages people used in the last day (viewed, favorited, reviewed) whose next read is
 * further than a day after their last one: the active tier reads them daily. Only READABLE pages:
 * the demo data's keep their infinite due date.
 */
export async function promoteActivePages(database: Queryable, now = new Date()): Promise<number> {
  const rows = await database.query<{ n: number }>(
    `with active as (
       select creator_id as id from creator_daily_stats where day >= $1::timestamptz::date - 1 and views > 0
       union select creator_id from favorites where created_at > $1::timestamptz - interval '1 day'
       union select creator_id from reviews where created_at > $1::timestamptz - interval '1 day'
     ), moved as (
       update creator_refresh r set due_at = coalesce(r.read_at, $1::timestamptz) + interval '24 hours'
       from active a, creators c
       where r.creator_id = a.id and c.id = r.creator_id and ${READABLE}
         and r.due_at > coalesce(r.read_at, $1::timestamptz) + interval '24 hours'
       returning 1
     ) select count(*)::int as n from moved`,
    [now.toISOString()],
  );
  return rows[0]?.n ?? 0;
}

/** A page claimed for a read. */
export interface DuePage {
  creator_id: number;
  platform: Platform;
  username: string;
  failures: number;
  misses: number;
  first_miss_at: Date | string | null;
  gone: boolean;
}

/**
 * Claims up to `limit` due pages (oldest due first; of `platform` when given; the page of
 * `username`, due or not unless `dueOnly`) for LEASE_MINUTES:
 * SKIP LOCKED and the lease keep every other process, worker or instance off them. Pages a moderator
 * removed are not read (a page gone from its platform is, to see it come back), nor the demo data's
 * invented pages, which no platform has.
 */
export async function claimDuePages(
  tx: Tx,
  options: { limit: number; platform?: Platform; username?: string; dueOnly?: boolean; now: Date },
): Promise<DuePage[]> {
  const platform = options.platform ?? null;
  const username = options.username ?? null;
  const anyDue = username !== null && !options.dueOnly;
  return txRows<DuePage>(
    tx,
    sql`with due as (
          select r.creator_id from creator_refresh r join creators c on c.id = r.creator_id
          where (r.lease_until is null or r.lease_until < ${options.now})
            and ${sql.raw(READABLE)}
            and (${anyDue}::boolean or r.due_at <= ${options.now})
            and (${platform}::text is null or c.platform = ${platform})
            and (${username}::text is null or lower(c.username) = lower(${username}))
          order by r.due_at limit ${options.limit}
          for update of r skip locked
        )
        update creator_refresh r set lease_until = ${options.now}::timestamptz + interval '${sql.raw(String(LEASE_MINUTES))} minutes'
        from due join creators c on c.id = due.creator_id
        where r.creator_id = due.creator_id
        returning r.creator_id, c.platform, c.username, r.failures, r.misses, r.first_miss_at, c.gone_at is not null as gone`,
  );
}

/** Which of `ids` people used in the last ACTIVE_DAYS days (viewed, favorited, reviewed): the daily tier. */
export async function activePages(database: Queryable, ids: number[], now = new Date()): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await database.query<{ id: number }>(
    `select distinct id from (
       select creator_id as id from creator_daily_stats
       where creator_id = any($1::int[]) and day >= $2::timestamptz::date - ${ACTIVE_DAYS} and views > 0
       union all select creator_id from favorites where creator_id = any($1::int[]) and created_at > $2::timestamptz - interval '${ACTIVE_DAYS} days'
       union all select creator_id from reviews where creator_id = any($1::int[]) and created_at > $2::timestamptz - interval '${ACTIVE_DAYS} days'
     ) used`,
    [ids, now.toISOString()],
  );
  return new Set(rows.map((row) => row.id));
}

/** The pages' next reads and states after a round (one statement), their leases ended. */
export async function finishReads(
  tx: Tx,
  rows: {
    id: number;
    dueAt: Date;
    failures: number;
    misses: number;
    firstMissAt: Date | null;
    outcome: string;
    read: boolean;
  }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const json = rows.map((row) => ({
    id: row.id,
    due: row.dueAt.toISOString(),
    failures: row.failures,
    misses: row.misses,
    first: row.firstMissAt?.toISOString() ?? null,
    outcome: row.outcome,
    read: row.read,
  }));
  await tx.execute(
    sql`update creator_refresh r set due_at = x.due, failures = x.failures, misses = x.misses,
          first_miss_at = x.first, outcome = x.outcome, lease_until = null,
          read_at = case when x.read then ${now}::timestamptz else r.read_at end
        from jsonb_to_recordset(${JSON.stringify(json)}::jsonb)
          as x(id int, due timestamptz, failures int, misses int, first timestamptz, outcome text, read boolean)
        where r.creator_id = x.id`,
  );
}

/** Marks pages gone from their platform (out of search, lists, counts and the sitemap); the ids changed. */
export async function markGone(tx: Tx, ids: number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await txRows<{ id: number }>(
    tx,
    sql`update creators set removed_at = ${now}, gone_at = ${now}
        where id = any(${`{${ids.map(Math.trunc).join(',')}}`}::int[]) and removed_at is null returning id`,
  );
  return rows.map((row) => row.id);
}

/** Brings back pages whose profile is on their platform again; the ids changed. */
export async function markBack(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await txRows<{ id: number }>(
    tx,
    sql`update creators set removed_at = null, gone_at = null
        where id = any(${`{${ids.map(Math.trunc).join(',')}}`}::int[]) and gone_at is not null returning id`,
  );
  return rows.map((row) => row.id);
}

/**
 * The refresher's backlog: pages due now, overdue (due over an hour ago), failing (a failed read
 * last); only pages that are read (READABLE: not a moderator's removal, not the demo data's).
 */
export async function refreshCounts(database: Pick<Database, 'query'>) {
  const [row] = await database.query<{ due: number; overdue: number; failing: number }>(
    `select count(*) filter (where r.due_at <= now())::int as due,
            count(*) filter (where r.due_at <= now() - interval '1 hour')::int as overdue,
            count(*) filter (where r.failures > 0)::int as failing
     from creator_refresh r join creators c on c.id = r.creator_id
     where (r.due_at <= now() or r.failures > 0) and ${READABLE}`,
  );
  return { due: row?.due ?? 0, overdue: row?.overdue ?? 0, failing: row?.failing ?? 0 };
}

/** Makes the chosen pages due now (the command's pages read again, due or not). */
export async function makeDue(database: Queryable, scope: { platform?: string; username?: string }): Promise<void> {
  await database.query(
    `update creator_refresh r set due_at = now()
     from creators c
     where c.id = r.creator_id and c.added_via is distinct from 'demo'
       and ($1::text is null or c.platform = $1) and ($2::text is null or lower(c.username) = lower($2))`,
    [scope.platform ?? null, scope.username ?? null],
  );
}
