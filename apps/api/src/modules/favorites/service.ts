import type { Creator, FavoriteListQuery, List } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { WriteReceipt } from '../../lib/idempotency';
import { notAuthorized, notFound } from '../../lib/errors';
import { presentCreator } from '../creators/creator-presenter';
import { isForeignKeyViolation } from '../reviews/pg-errors';
import { creatorExists, deleteFavorite, insertFavorite, pageOfFavorites } from './queries';

const creatorNotFound = () => notFound('Creator not found');

/** The user's favorite creators (card form: bio as text), newest first. */
export async function listFavorites(
  database: Database,
  userId: number,
  query: FavoriteListQuery,
): Promise<List<Creator>> {
  const { rows, count } = await pageOfFavorites(database, userId, query.limit, query.offset);
  return {
    results: rows.map((row) => presentCreator(row, { bio: 'text' })),
    count,
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * Adds a creator to the user's favorites; idempotent. Returns whether a favorite was created (kept
 * for an Idempotency-Key by `receipt` in the same transaction, so a retry is told "created" again).
 */
export async function addFavorite(
  database: Database,
  userId: number,
  creatorId: number,
  receipt: WriteReceipt | null = null,
): Promise<{ created: boolean }> {
  if (!(await creatorExists(database, creatorId))) throw creatorNotFound();
  try {
    return await database.db.transaction(async (tx) => {
      await receipt?.claim(tx);
      const answer = { created: await insertFavorite(inTransaction(tx), userId, creatorId) };
      await receipt?.keep(tx, answer);
      return answer;
    });
  } catch (error) {
    if (isForeignKeyViolation(error, 'creator_id')) throw creatorNotFound();
    if (isForeignKeyViolation(error, 'user_id')) throw notAuthorized();
    throw error;
  }
}

/** Removes a creator from the user's favorites; idempotent; 404 for an unknown creator id. True when one was removed. */
export async function removeFavorite(database: Database, userId: number, creatorId: number): Promise<boolean> {
  if (!(await creatorExists(database, creatorId))) throw creatorNotFound();
  return deleteFavorite(database, userId, creatorId);
}
