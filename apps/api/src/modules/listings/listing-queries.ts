import type { ListingOrigin, Platform } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import { txRows, type Queryable, type Tx } from '../../db/transaction';
import type { ListingRow, StoredListing } from './listing';

/** A row as written: the listing's columns and the search text made from them. */
export type WrittenRow = ListingRow & { search_text: string };

/** The columns a listing writes, with their SQL types in jsonb_to_recordset. */
const COLUMNS = [
  ['platform', 'text'],
  ['username', 'text'],
  ['platform_id', 'text'],
  ['name', 'text'],
  ['bio', 'text'],
  ['url', 'text'],
  ['avatar', 'text'],
  ['avatar_source', 'text'],
  ['price_cents', 'int'],
  ['promo_price_cents', 'int'],
  ['promo_off', 'int'],
  ['promo_ends_at', 'timestamptz'],
  ['likes', 'int'],
  ['photos', 'int'],
  ['posts', 'int'],
  ['videos', 'int'],
  ['subscribers', 'int'],
  ['links', 'jsonb'],
  ['tags', 'text[]'],
  ['category_ids', 'int[]'],
  ['search_text', 'text'],
  ['location', 'text'],
  ['lat', 'float8'],
  ['lon', 'float8'],
  ['gender', 'text'],
  ['nsfw', 'boolean'],
] as const;

const NAMES = COLUMNS.map(([name]) => name).join(', ');
const RECORD = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');

/**
 * The pages of these usernames (any case, any platform), locked for the upsert: a concurrent add or
 * import of the same page waits for this one. Keys are lower-cased usernames.
 */
export async function lockListings(tx: Tx, usernames: string[]): Promise<StoredListing[]> {
  const lower = [...new Set(usernames.map((name) => name.toLowerCase()))];
  const rows = await txRows<StoredListing & { promo_ends_at: Date | string | null }>(
    tx,
    sql`select c.id, c.platform, c.username, c.platform_id, c.name, c.bio, c.url, c.avatar, c.avatar_source,
          c.price_cents, c.promo_price_cents, c.promo_off, c.promo_ends_at, c.likes, c.photos, c.posts, c.videos,
          c.subscribers, c.links, c.tags, c.category_ids, c.location, c.lat, c.lon, c.gender, c.nsfw, c.owner_fields
        from creators c where lower(c.username) = any(${`{${lower.map(quoteArrayItem).join(',')}}`}::text[])
        order by c.id for update`,
  );
  return rows.map((row) => ({
    ...row,
    promo_ends_at: row.promo_ends_at === null ? null : new Date(row.promo_ends_at).toISOString(),
  }));
}

function quoteArrayItem(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/** The page a username names (any case, any platform), removed ones too. */
export async function findListedPage(database: Queryable, username: string) {
  const [row] = await database.query<{ id: number; platform: Platform; username: string; removed: boolean }>(
    'select id, platform, username, removed_at is not null as removed from creators where lower(username) = lower($1)',
    [username],
  );
  return row;
}

/** Whether the account's e-mail address is confirmed (more pages a day may be added). */
export async function accountConfirmed(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await txRows<{ confirmed: boolean }>(
    tx,
    sql`select email_confirmed_at is not null as confirmed from users where id = ${userId}`,
  );
  return row?.confirmed ?? false;
}

/** Inserts new pages (one statement); their ids by lower-cased username. */
export async function insertListings(
  tx: Tx,
  rows: WrittenRow[],
  origin: { via: ListingOrigin; by: number | null },
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await txRows<{ id: number; key: string }>(
    tx,
    sql`insert into creators (${sql.raw(NAMES)}, added_via, added_by)
        select ${sql.raw(NAMES)}, ${origin.via}, ${origin.by}::int
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(RECORD)})
        returning id, lower(username) as key`,
  );
  return new Map(inserted.map((row) => [row.key, row.id]));
}

/** Writes the changed pages (one statement); a page given a `growth_score` (a new history point) gets it too, measured now (`growth_at`). */
export async function updateListings(
  tx: Tx,
  rows: (WrittenRow & { id: number; growth_score: number | null })[],
): Promise<void> {
  if (rows.length === 0) return;
  const set = COLUMNS.filter(([name]) => name !== 'platform' && name !== 'username')
    .map(([name]) => `${name} = r.${name}`)
    .join(', ');
  await tx.execute(
    sql`update creators c set ${sql.raw(set)}, growth_score = coalesce(r.growth_score, c.growth_score),
          growth_at = case when r.growth_score is null then c.growth_at else now() end, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, growth_score float8, ${sql.raw(RECORD)})
        where c.id = r.id`,
  );
}

/** Sets the categories of pages to exactly the given ids (the triggers keep category_ids and the counts). */
export async function setListingCategories(tx: Tx, pages: { id: number; categoryIds: number[] }[]): Promise<void> {
  if (pages.length === 0) return;
  const wanted = pages.flatMap((page) => page.categoryIds.map((categoryId) => ({ id: page.id, categoryId })));
  const ids = `{${pages.map((page) => Math.trunc(page.id)).join(',')}}`;
  await tx.execute(
    sql`delete from creator_categories cc where cc.creator_id = any(${ids}::int[])
        and not exists (select 1 from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(id int, "categoryId" int)
                        where w.id = cc.creator_id and w."categoryId" = cc.category_id)`,
  );
  if (wanted.length === 0) return;
  await tx.execute(
    sql`insert into creator_categories (creator_id, category_id)
        select w.id, w."categoryId" from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(id int, "categoryId" int)
        on conflict do nothing`,
  );
}

/** Every category by slug: its id, name and platform (imports name categories by slug). */
export async function categoriesBySlug(tx: Tx): Promise<Map<string, ListedCategory>> {
  const rows = await txRows<ListedCategory & { slug: string }>(
    tx,
    sql`select id, slug, name, platform from categories order by id`,
  );
  return new Map(rows.map((row) => [row.slug, row]));
}

export interface ListedCategory {
  id: number;
  name: string;
  platform: string;
}
