import { STANDARD_CATEGORIES } from '@fanlens/shared';
import type { Database } from './client';

/**
 * Gives a site without any category the standard ones (ids 1…n, as the demo data has them), so an
 * empty site's pages can be added or imported into categories from the first day. A site that has
 * categories is left as it is. Returns how many were added.
 */
export async function ensureStandardCategories(database: Pick<Database, 'query'>): Promise<number> {
  const rows = await database.query<{ id: number }>(
    `insert into categories (id, name, slug, icon, platform, nsfw)
     select n.id, n.name, n.slug, n.icon, n.platform, n.nsfw
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[])
       as n(id, name, slug, icon, platform, nsfw)
     where not exists (select 1 from categories)
     on conflict do nothing
     returning id`,
    [
      STANDARD_CATEGORIES.map((_, index) => index + 1),
      STANDARD_CATEGORIES.map((category) => category.name),
      STANDARD_CATEGORIES.map((category) => category.slug),
      STANDARD_CATEGORIES.map((category) => category.icon),
      STANDARD_CATEGORIES.map((category) => category.platform),
      STANDARD_CATEGORIES.map((category) => category.nsfw),
    ],
  );
  if (rows.length > 0) {
    await database.query(`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`);
  }
  return rows.length;
}
