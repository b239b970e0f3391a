import { sql } from 'drizzle-orm';
import { txRows, type Tx } from '../../db/transaction';
import type { ReviewFacts } from './burst';
import { BURST_WINDOW_MINUTES } from './thresholds';

interface FactsRow {
  id: number;
  user_id: number;
  rating: number;
  created_at: Date | string;
  account_created_at: Date | string;
  confirmed: boolean;
  reviewed_others: boolean;
  address_hash: string | null;
  device_hash: string | null;
}

export const factsOf = (row: FactsRow): ReviewFacts => ({
  id: row.id,
  userId: row.user_id,
  rating: row.rating,
  createdAt: new Date(row.created_at),
  accountCreatedAt: new Date(row.account_created_at),
  confirmed: row.confirmed,
  reviewedOthers: row.reviewed_others,
  addressHash: row.address_hash,
  deviceHash: row.device_hash,
});

/** The columns of ReviewFacts for reviews `r` joined to their authors `u`. */
export const FACTS_SELECT = `r.id, r.user_id, r.rating, r.created_at, u.created_at as account_created_at,
  u.email_confirmed_at is not null as confirmed,
  exists (select 1 from reviews o where o.user_id = r.user_id and o.creator_id <> r.creator_id) as reviewed_others,
  r.address_hash, r.device_hash`;

/**
 * The creator's window: its reviews of the last BURST_WINDOW_MINUTES that no moderator has decided
 * on (not hidden, and not released from a case: a released burst does not count twice).
 */
export async function windowOf(tx: Tx, creatorId: number): Promise<ReviewFacts[]> {
  const rows = await txRows<FactsRow>(
    tx,
    sql`select ${sql.raw(FACTS_SELECT)}
        from reviews r join users u on u.id = r.user_id
        where r.creator_id = ${creatorId} and r.hidden_at is null and (r.case_id is null or r.held_at is not null)
          and r.created_at >= now() - make_interval(mins => ${BURST_WINDOW_MINUTES})
        order by r.created_at, r.id`,
  );
  return rows.map(factsOf);
}

/** The creator's open case, if any. */
export async function openCaseOf(tx: Tx, creatorId: number): Promise<number | undefined> {
  const [row] = await txRows<{ id: number }>(
    tx,
    sql`select id from review_cases where creator_id = ${creatorId} and status = 'open'`,
  );
  return row?.id;
}

export async function insertCase(tx: Tx, creatorId: number): Promise<number> {
  const [row] = await txRows<{ id: number }>(
    tx,
    sql`insert into review_cases (creator_id) values (${creatorId}) returning id`,
  );
  return row.id;
}

/** Holds the reviews `ids` that are public in the case; those held now (their authors and ratings). */
export async function holdReviews(tx: Tx, caseId: number, ids: readonly number[]) {
  return txRows<{ id: number; user_id: number; rating: number }>(
    tx,
    sql`update reviews set held_at = now(), case_id = ${caseId}
        where id = any(${`{${ids.map(Math.trunc).join(',')}}`}::int[]) and held_at is null and hidden_at is null
        returning id, user_id, rating`,
  );
}
