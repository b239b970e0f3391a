import type { Gender, Platform, SocialLinks } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CREATOR_SEARCH_TEXT_SQL } from '../../db/search-text';
import { textArrayLiteral, txRows, type Tx } from '../../db/transaction';

/** What the editor reads and writes of a creator row. */
export interface EditableRow {
  id: number;
  user_id: number | null;
  verified: boolean;
  platform: Platform;
  name: string;
  bio: string;
  price_cents: number | null;
  promo_price_cents: number | null;
  promo_off: number | null;
  promo_ends_at: Date | string | null;
  links: Partial<SocialLinks> | null;
  tags: string[];
  gender: Gender;
  location: string | null;
  lat: number | null;
  lon: number | null;
  category_ids: number[];
}

export async function findEditableCreator(database: Database, creatorId: number): Promise<EditableRow | undefined> {
  const [row] = await database.query<EditableRow>(
    `select c.id, c.user_id, c.verified, c.platform, c.name, c.bio, c.price_cents, c.promo_price_cents, c.promo_off,
            c.promo_ends_at, c.links, c.tags, c.gender, c.location, c.lat, c.lon,
            array(select cc.category_id from creator_categories cc where cc.creator_id = c.id order by cc.category_id)
              as category_ids
     from creators c where c.id = $1`,
    [creatorId],
  );
  return row;
}

/** The ids among `ids` that are categories of `platform`. */
export async function categoriesOfPlatform(database: Database, ids: number[], platform: Platform): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await database.query<{ id: number }>(
    'select id from categories where id = any($1::int[]) and platform = $2',
    [ids, platform],
  );
  return rows.map((row) => row.id);
}

export interface CreatorChanges {
  name: string;
  bio: string;
  priceCents: number | null;
  promoPriceCents: number | null;
  promoOff: number | null;
  promoEndsAt: string | null;
  links: SocialLinks;
  tags: string[];
  gender: Gender;
  location: string | null;
  lat: number | null;
  lon: number | null;
}

/**
 * Writes the edited fields, the categories when given, search_text, and the edit record; false
 * (nothing written) when the page is not, or no longer, verified by `userId`: the update's own
 * condition checks the owner, since a claim can move to another account between read and write.
 */
export async function saveCreatorEdit(
  tx: Tx,
  edit: {
    creatorId: number;
    userId: number;
    changes: CreatorChanges;
    categoryIds: number[] | null;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<boolean> {
  const { creatorId, changes: c } = edit;
  // The edited fields become the owner's: platform reads and imports leave them (modules/listings).
  const edited = textArrayLiteral(Object.keys(edit.after));
  const owned = await txRows<{ id: number }>(
    tx,
    sql`update creators set name = ${c.name}, bio = ${c.bio}, price_cents = ${c.priceCents},
       promo_price_cents = ${c.promoPriceCents}, promo_off = ${c.promoOff}, promo_ends_at = ${c.promoEndsAt},
       links = ${JSON.stringify(c.links)}::jsonb, tags = ${textArrayLiteral(c.tags)}::text[], gender = ${c.gender},
       location = ${c.location}, lat = ${c.lat}, lon = ${c.lon}, edited_at = now(), updated_at = now(),
       owner_fields = array(select distinct f from unnest(owner_fields || ${edited}::text[]) as f order by f)
     where id = ${creatorId} and user_id = ${edit.userId} and verified
     returning id`,
  );
  if (owned.length === 0) return false;
  if (edit.categoryIds) {
    const ids = `{${edit.categoryIds.map((id) => Math.trunc(id)).join(',')}}`;
    await tx.execute(sql`delete from creator_categories
                         where creator_id = ${creatorId} and not (category_id = any(${ids}::int[]))`);
    await tx.execute(sql`insert into creator_categories (creator_id, category_id)
                         select ${creatorId}, unnest(${ids}::int[]) on conflict do nothing`);
  }
  await tx.execute(
    sql`update creators c set search_text = ${sql.raw(CREATOR_SEARCH_TEXT_SQL)} where c.id = ${creatorId}`,
  );
  await tx.execute(sql`insert into creator_edits (creator_id, user_id, before, after)
                       values (${creatorId}, ${edit.userId}, ${JSON.stringify(edit.before)}::jsonb,
                               ${JSON.stringify(edit.after)}::jsonb)`);
  return true;
}
