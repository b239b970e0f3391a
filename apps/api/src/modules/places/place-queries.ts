import type { Place } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import { placeKey } from './place-data';

const COLUMNS = 'id::text as id, name, label, country, lat, lon';

/** `%` and `_` of a LIKE pattern (and its escape) as themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Places whose name starts with `text` (case and accents ignored), largest first. */
export async function searchPlaces(database: Queryable, text: string, limit: number): Promise<Place[]> {
  const key = placeKey(text);
  if (!key) return [];
  return database.query<Place>(
    `select ${COLUMNS} from places where key like $1 order by population desc, id limit $2`,
    [likePrefix(key), limit],
  );
}

/** The place of an id of GET /places, or undefined. */
export async function findPlace(database: Queryable, id: string): Promise<Place | undefined> {
  if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return undefined;
  const [place] = await database.query<Place>(`select ${COLUMNS} from places where id = $1`, [Number(id)]);
  return place;
}

/** The places of labels as the list writes them ('Paris, France'; any case), by lower-cased label; the largest of a shared label. */
export async function placesByLabel(database: Queryable, labels: string[]): Promise<Map<string, Place>> {
  const keys = [...new Set(labels.map((label) => label.trim().toLowerCase()))];
  if (keys.length === 0) return new Map();
  const rows = await database.query<Place & { label_key: string }>(
    `select distinct on (label_key) label_key, ${COLUMNS} from places where label_key = any($1::text[])
     order by label_key, population desc, id`,
    [keys],
  );
  return new Map(rows.map(({ label_key: key, ...place }) => [key, place]));
}
