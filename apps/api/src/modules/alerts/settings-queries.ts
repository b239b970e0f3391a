import type { AlertSettings, AlertSettingsBody } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';

interface SettingsRow {
  promotions: boolean;
  price_drops: boolean;
  delivery: AlertSettings['delivery'];
}

const present = (row: SettingsRow): AlertSettings => ({
  promotions: row.promotions,
  priceDrops: row.price_drops,
  delivery: row.delivery,
});

/** A user's choices (the defaults without a row: both kinds, instant); undefined for no such user. */
export async function readAlertSettings(database: Queryable, userId: number): Promise<AlertSettings | undefined> {
  const [row] = await database.query<SettingsRow>(
    `select coalesce(s.promotions, true) as promotions, coalesce(s.price_drops, true) as price_drops,
            coalesce(s.delivery, 'instant') as delivery
     from users u left join alert_settings s on s.user_id = u.id where u.id = $1`,
    [userId],
  );
  return row && present(row);
}

/** Sets the given choices (absent ones stay) and returns all of them; undefined for no such user. */
export async function writeAlertSettings(
  database: Queryable,
  userId: number,
  body: AlertSettingsBody,
): Promise<AlertSettings | undefined> {
  const [row] = await database.query<SettingsRow>(
    `insert into alert_settings (user_id, promotions, price_drops, delivery)
     select u.id, coalesce($2, true), coalesce($3, true), coalesce($4, 'instant') from users u where u.id = $1
     on conflict (user_id) do update set promotions = coalesce($2, alert_settings.promotions),
       price_drops = coalesce($3, alert_settings.price_drops), delivery = coalesce($4, alert_settings.delivery),
       updated_at = now()
     returning promotions, price_drops, delivery`,
    [userId, body.promotions ?? null, body.priceDrops ?? null, body.delivery ?? null],
  );
  return row && present(row);
}
