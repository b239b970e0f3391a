import type { FastifyInstance } from 'fastify';
import { creatorEditedTags } from '../../lib/read-cache/cache-tags';

export const PROMO_SWEEP_MS = 60_000;

/** Clears the promotions whose end date has passed; returns how many pages changed. */
export async function sweepLapsedPromos(app: FastifyInstance): Promise<number> {
  const rows = await app.deps.database.query<{ id: number }>(
    `update creators set promo_price_cents = null, promo_off = null, promo_ends_at = null, updated_at = now()
     where promo_ends_at <= now() returning id`,
  );
  if (rows.length > 0) await app.services.readCache.invalidate(creatorEditedTags(rows.map((row) => row.id)));
  return rows.length;
}

/**
 * A lapsed promotion is hidden on read at once (creator-presenter `promoOf`); this sweep, every
 * minute, clears it from the row too, so the price filter and facet counts (which read the
 * stored promo price) follow within a minute.
 */
export function startPromoSweep(app: FastifyInstance) {
  const timer = setInterval(
    () => app.services.background.run('promo sweep', () => sweepLapsedPromos(app)),
    PROMO_SWEEP_MS,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
