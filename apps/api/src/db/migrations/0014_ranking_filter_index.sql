-- The creators of the `reviews` ranking are checked against the filters by their id
-- (docs/decisions/011-discovery-engine.md): this index holds each column a filter checks beside the
-- id (as the sort indexes do since 0013), so those checks read the index alone.
CREATE INDEX "creators_id_filters_idx" ON "creators" USING btree ("id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon");
