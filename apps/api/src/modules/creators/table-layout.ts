import type { Database } from '../../db/client';
import { refreshedPerDatabase } from '../../db/refreshed';

/** About this many of the creators table's pages are sampled (all of a smaller table). */
const SAMPLED_PAGES = 2000;
/** A layout is sampled again after this long (pages fill and empty slowly). */
const LAYOUT_TTL_MS = 5 * 60_000;

/**
 * Where the live creators lie among the pages of the creators table: the page of each creator in a
 * sample of pages, in order. Updates leave free space behind (a creator's row moves on each review),
 * so creators are not spread evenly over the pages: the demo data's first half of pages holds none.
 * Sampling 2,000 of the 337,000 pages at 1 M creators takes about 100 ms (in the background, every
 * five minutes, once a layout exists).
 */
const tableLayout = refreshedPerDatabase(async (database) => {
  const [size] = await database.query<{ pages: number }>(
    `select (pg_relation_size('creators') / current_setting('block_size')::int)::int as pages`,
  );
  const percent = Math.min(100, (100 * SAMPLED_PAGES) / Math.max(1, size?.pages ?? 0));
  const [row] = await database.query<{ pages: string | null }>(
    `select string_agg(page::text, ',' order by page) as pages
     from (select (c.ctid::text::point)[0]::int as page from creators c tablesample system ($1::float4)
       where c.removed_at is null) sampled`,
    [percent],
  );
  const pages = row?.pages ? Int32Array.from(row.pages.split(','), Number) : new Int32Array();
  return { value: pages, ttl: LAYOUT_TTL_MS };
});

/** Fewer sampled creators than this up to a page tell too little of their share. */
const MIN_SAMPLED = 20;

/**
 * The share of live creators that lie in the table's pages up to `page` (as sampled), or null when
 * the sample holds too few there to tell.
 */
export async function liveShareUpTo(database: Database, page: number): Promise<number | null> {
  const pages = await tableLayout(database);
  let [low, high] = [0, pages.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((pages[middle] as number) <= page) low = middle + 1;
    else high = middle;
  }
  return low < Math.min(MIN_SAMPLED, pages.length) || low === 0 ? null : low / pages.length;
}
