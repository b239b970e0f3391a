import type { Database } from '../../db/client';

export interface BadgeCreatorRow {
  id: number;
  username: string;
  name: string | null;
  review_count: number;
  rating: number | string;
  removed_at: Date | string | null;
}

/** The creator a badge or an oEmbed answer is about, by username (case-insensitive). */
export async function findBadgeCreator(database: Database, username: string) {
  const [row] = await database.query<BadgeCreatorRow>(
    `select id, username, name, review_count, rating, removed_at from creators where lower(username) = lower($1)`,
    [username],
  );
  return row;
}
