import { txRows, type Queryable, type Tx } from '../../db/transaction';
import type { Language, Platform, RemovalQueueQuery } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface RequestedPage {
  id: number;
  username: string;
  removed: boolean;
}

/** The creator page a username names (case-insensitive). */
export async function findRequestedPage(database: Database, username: string): Promise<RequestedPage | undefined> {
  const [row] = await database.query<RequestedPage>(
    'select id, username, removed_at is not null and gone_at is null as removed from creators where lower(username) = lower($1)',
    [username],
  );
  return row;
}

/**
 * Records an open request, with the account that sent it signed in (`userId`, null for a guest); the
 * partial unique index refuses a second open one per page and address.
 */
export async function insertRemovalRequest(
  database: Queryable,
  request: { creatorId: number; email: string; reason: string; language: Language; userId: number | null },
): Promise<{ id: number; created_at: Date | string }> {
  const [row] = await database.query<{ id: number; created_at: Date | string }>(
    `insert into removal_requests (creator_id, email, reason, language, user_id) values ($1, $2, $3, $4, $5)
     returning id, created_at`,
    [request.creatorId, request.email, request.reason, request.language, request.userId],
  );
  return row!;
}

export interface RemovalRow {
  id: number;
  creator_id: number;
  username: string;
  name: string | null;
  platform: Platform;
  verified: boolean;
  removed_at: Date | string | null;
  email: string;
  reason: string;
  status: 'open' | 'accepted' | 'declined';
  open_for_page: number;
  decided_at: Date | string | null;
  decision_note: string | null;
  created_at: Date | string;
}

/** Open requests oldest first; resolved ones (accepted or declined) latest decision first. */
export async function pageOfRemovalRequests(database: Database, query: RemovalQueueQuery) {
  const open = query.status === 'open';
  const where = open ? `q.status = 'open'` : `q.status <> 'open'`;
  const order = open ? 'q.created_at asc, q.id asc' : 'q.decided_at desc, q.id desc';
  const [rows, [total]] = await Promise.all([
    database.query<RemovalRow>(
      `select q.id, q.creator_id, c.username, c.name, c.platform, c.verified, c.removed_at, q.email, q.reason,
         q.status, q.decided_at, q.decision_note, q.created_at,
         (select count(*)::int from removal_requests o where o.creator_id = q.creator_id and o.status = 'open')
           as open_for_page
       from removal_requests q join creators c on c.id = q.creator_id
       where ${where} order by ${order} limit $1 offset $2`,
      [query.limit, query.offset],
    ),
    database.query<{ count: number }>(`select count(*)::int as count from removal_requests q where ${where}`),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

/** The request with its page, locked for the decision; undefined when unknown. */
export async function lockRemovalRequest(tx: Tx, requestId: number) {
  const [row] = await txRows<{ creator_id: number; status: string; username: string }>(
    tx,
    sql`select q.creator_id, q.status, c.username from removal_requests q join creators c on c.id = q.creator_id
        where q.id = ${requestId} for update of q, c`,
  );
  return row;
}

/**
 * Removes the page (no-op when it already is); true when it changed. A page gone from its platform
 * is removed too, and no longer gone: a read that finds its profile again never brings it back.
 */
export async function markPageRemoved(tx: Tx, creatorId: number): Promise<boolean> {
  const rows = await txRows(
    tx,
    sql`update creators set removed_at = now(), gone_at = null
        where id = ${creatorId} and (removed_at is null or gone_at is not null) returning id`,
  );
  return rows.length > 0;
}

/** Brings a removed page back; the page's username when it changed. */
export async function markPageRestored(tx: Tx, creatorId: number): Promise<string | undefined> {
  const [row] = await txRows<{ username: string }>(
    tx,
    sql`update creators set removed_at = null where id = ${creatorId} and removed_at is not null returning username`,
  );
  return row?.username;
}

export async function creatorExists(tx: Tx, creatorId: number): Promise<boolean> {
  return (await txRows(tx, sql`select 1 from creators where id = ${creatorId}`)).length > 0;
}

/**
 * Decides open requests: with `allOfPage`, every open request of the page, else the one request.
 * Returns the addresses to tell and the request ids.
 */
export async function decideRequests(
  tx: Tx,
  decision: {
    requestId: number;
    creatorId: number;
    status: 'accepted' | 'declined';
    moderatorId: number;
    note: string | null;
    allOfPage: boolean;
  },
) {
  const scope = decision.allOfPage
    ? sql`creator_id = ${decision.creatorId} and status = 'open'`
    : sql`id = ${decision.requestId} and status = 'open'`;
  return txRows<{ id: number; email: string; language: Language }>(
    tx,
    sql`update removal_requests set status = ${decision.status}, decided_at = now(),
          decided_by = ${decision.moderatorId}, decision_note = ${decision.note}
        where ${scope} returning id, email, language`,
  );
}
