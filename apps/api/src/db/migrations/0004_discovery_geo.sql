-- Discovery (docs/decisions/004-discovery.md): nearest-first lists read every creator inside the
-- latitude/longitude box to order them by distance; with the id in the index that is an index-only
-- scan, without reading one heap page per creator.
CREATE INDEX "creators_lat_lon_id_idx" ON "creators" USING btree ("lat", "lon") INCLUDE ("id");
