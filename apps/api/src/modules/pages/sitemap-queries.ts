import type { Database } from '../../db/client';

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read from the database at a time while a chunk is written. */
const BATCH = 5_000;

export interface CreatorEntry {
  username: string;
  /** The newest of its verification and its latest review; null when it has neither. */
  lastmod: string | null;
}

/** How many creator chunks there are: chunk n holds the ids ((n-1)·50,000, n·50,000]. */
export async function creatorChunkCount(database: Database): Promise<number> {
  const [row] = await database.query<{ max: number | null }>('select max(id)::int as max from creators');
  return Math.ceil((row?.max ?? 0) / SITEMAP_MAX_URLS);
}

/** The creators of one chunk in id order, read in batches (keyset on id, one index range each). */
export async function* creatorChunk(database: Database, chunk: number): AsyncGenerator<CreatorEntry[]> {
  const last = chunk * SITEMAP_MAX_URLS;
  let after = (chunk - 1) * SITEMAP_MAX_URLS;
  for (;;) {
    const rows = await database.query<CreatorEntry & { id: number }>(
      `select c.id, c.username,
              to_char(greatest(c.verified_at,
                (select max(r.created_at) from reviews r where r.creator_id = c.id)) at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
       from creators c
       where c.id > $1 and c.id <= $2 and c.removed_at is null
       order by c.id
       limit $3`,
      [after, last, BATCH],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}

/** Every category slug (NSFW ones too: their pages are public). */
export async function categorySlugs(database: Database): Promise<string[]> {
  const rows = await database.query<{ slug: string }>('select slug from categories order by slug');
  return rows.map((row) => row.slug);
}
