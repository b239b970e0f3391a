import type { Queryable } from '../../db/transaction';
import type { PriceEventKind, PriceState } from './price-change';

/**
 * Records a price event in the outbox; called inside the transaction that changes the price, so
 * the event exists exactly when the change commits (never lost, never for a change rolled back).
 */
export async function recordPriceEvent(
  tx: Queryable,
  creatorId: number,
  kind: PriceEventKind,
  before: PriceState,
  after: PriceState,
): Promise<void> {
  await tx.query(
    `insert into price_events (creator_id, kind, price_before_cents, price_cents, promo_price_cents, promo_off, promo_ends_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [creatorId, kind, before.price, after.price, after.promoPrice, after.promoOff, after.promoEndsAt],
  );
}

/** How many waiting events one fan-out takes. */
const FAN_OUT_BATCH = 100;

/**
 * Turns waiting events into one delivery per follower who wants that kind (delivery not off;
 * never the creator's own account), and marks the events done, in one statement: the events are
 * claimed with SKIP LOCKED, so concurrent processes take different ones, and the primary key
 * (user, event) keeps a delivery single even if an event were fanned out twice.
 */
export async function fanOutEvents(database: Queryable, now: Date): Promise<number> {
  const rows = await database.query<{ id: number }>(
    `with taken as (
       select id, creator_id, kind, created_at from price_events where fanned_out_at is null
       order by id limit ${FAN_OUT_BATCH} for update skip locked
     ), delivered as (
       insert into alert_deliveries (user_id, event_id, creator_id, kind, created_at)
       select f.user_id, e.id, e.creator_id, e.kind, e.created_at
       from taken e
       join favorites f on f.creator_id = e.creator_id
       join creators c on c.id = e.creator_id
       left join alert_settings s on s.user_id = f.user_id
       where coalesce(s.delivery, 'instant') <> 'off'
         and (c.user_id is null or c.user_id <> f.user_id)
         and case when e.kind = 'promotion' then coalesce(s.promotions, true) else coalesce(s.price_drops, true) end
       on conflict do nothing
     )
     update price_events p set fanned_out_at = $1 from taken where p.id = taken.id returning p.id`,
    [now],
  );
  return rows.length;
}
