import type { Creator } from '@fanlens/shared';
import type { Database } from '../../db/client';

/**
 * The viewer's own flags on creators (`favorite`, `reviewed`) in one query over the primary keys
 * of favorites and the (creator_id, user_id) key of reviews, laid over guest answers.
 */
export async function withViewerFlags<T extends Pick<Creator, 'id' | 'favorite' | 'reviewed'>>(
  database: Database,
  creators: T[],
  viewerId: number,
): Promise<T[]> {
  if (creators.length === 0) return creators;
  const rows = await database.query<{ id: number; favorite: boolean; reviewed: boolean }>(
    `select c.id,
       exists (select 1 from favorites f where f.user_id = $1 and f.creator_id = c.id) as favorite,
       exists (select 1 from reviews r where r.creator_id = c.id and r.user_id = $1) as reviewed
     from unnest($2::int[]) as c(id)`,
    [viewerId, creators.map((creator) => creator.id)],
  );
  const flags = new Map(rows.map((row) => [row.id, row]));
  return creators.map((creator) => ({
    ...creator,
    favorite: flags.get(creator.id)?.favorite ?? false,
    reviewed: flags.get(creator.id)?.reviewed ?? false,
  }));
}
