import type { Database } from '../../db/client';
import type { Queryable } from '../../db/transaction';
import type { CreatorRow } from '../creators/creator-presenter';
import { creatorSelect } from '../creators/creator-select';

export async function creatorExists(database: Database, creatorId: number): Promise<boolean> {
  const rows = await database.query('select 1 from creators where id = $1 and removed_at is null', [creatorId]);
  return rows.length > 0;
}

/** Adds a favorite; true when a row was inserted (false when it was already there). */
export async function insertFavorite(database: Queryable, userId: number, creatorId: number): Promise<boolean> {
  const rows = await database.query(
    `insert into favorites (user_id, creator_id) values ($1, $2) on conflict do nothing returning creator_id`,
    [userId, creatorId],
  );
  return rows.length > 0;
}

/** Removes a favorite; true when there was one. */
export async function deleteFavorite(database: Database, userId: number, creatorId: number): Promise<boolean> {
  const rows = await database.query(
    'delete from favorites where user_id = $1 and creator_id = $2 returning creator_id',
    [userId, creatorId],
  );
  return rows.length > 0;
}

/** One page of the user's favorite creators, newest first, and their total count. */
export async function pageOfFavorites(database: Database, userId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    database.query<CreatorRow>(
      `select ${creatorSelect('$1')} from favorites f join creators c on c.id = f.creator_id
       where f.user_id = $1 and c.removed_at is null order by f.created_at desc, c.id desc limit $2 offset $3`,
      [userId, limit, offset],
    ),
    database.query<{ count: number }>(
      `select count(*)::int as count from favorites f join creators c on c.id = f.creator_id
       where f.user_id = $1 and c.removed_at is null`,
      [userId],
    ),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}
