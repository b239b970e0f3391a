import {
  GENDER_FILTERS,
  type GenderFilter,
  PLATFORMS,
  PRICE_FILTERS,
  type Platform,
  type PriceFilter,
  RATING_FILTERS,
  type RatingFilter,
  SEARCH_PAGE_SIZE,
  SEARCH_SCREEN_SORTS,
  parseCoordinates,
} from '@fanlens/shared';
import { type SearchParams, paths } from '@/config/paths';

export type PlatformChoice = 'any' | Platform;
export type ScreenSort = (typeof SEARCH_SCREEN_SORTS)[number];
export const PLATFORM_CHOICES = ['any', ...PLATFORMS] as const satisfies readonly PlatformChoice[];

/** Everything the /search URL holds (docs/product/discovery.md, "Search"), with its defaults filled in. */
export interface SearchFilters {
  search: string;
  category: string;
  platform: PlatformChoice;
  nsfw: boolean;
  rating: RatingFilter;
  price: PriceFilter;
  gender: GenderFilter;
  /** 'lat, lon' or ''. */
  coordinates: string;
  sort: ScreenSort;
  offset: number;
}

/** The part the filter panel edits. */
export type PanelFilters = Pick<SearchFilters, 'nsfw' | 'platform' | 'rating' | 'price' | 'gender' | 'coordinates'>;

export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  search: '',
  category: '',
  platform: 'any',
  nsfw: true,
  rating: 'any',
  price: 'any',
  gender: 'all',
  coordinates: '',
  sort: 'relevant',
  offset: 0,
};

export const DEFAULT_PANEL_FILTERS: PanelFilters = {
  nsfw: DEFAULT_SEARCH_FILTERS.nsfw,
  platform: DEFAULT_SEARCH_FILTERS.platform,
  rating: DEFAULT_SEARCH_FILTERS.rating,
  price: DEFAULT_SEARCH_FILTERS.price,
  gender: DEFAULT_SEARCH_FILTERS.gender,
  coordinates: DEFAULT_SEARCH_FILTERS.coordinates,
};

const SEARCH_MAX = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads the filters from the URL; a missing or invalid value falls back to its default. */
export function parseSearchFilters(query: URLSearchParams): SearchFilters {
  const d = DEFAULT_SEARCH_FILTERS;
  const category = (query.get('category') ?? '').trim().toLowerCase();
  const coordinates = query.get('coordinates') ?? '';
  const offset = Number(query.get('offset') ?? 0);
  return {
    search: (query.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    category: SLUG.test(category) ? category : '',
    platform: oneOf(PLATFORM_CHOICES, query.get('platform'), d.platform),
    nsfw: query.get('nsfw') !== 'false',
    rating: oneOf(RATING_FILTERS, query.get('rating'), d.rating),
    price: oneOf(PRICE_FILTERS, query.get('price'), d.price),
    gender: oneOf(GENDER_FILTERS, query.get('gender'), d.gender),
    coordinates: parseCoordinates(coordinates) ? coordinates.trim() : '',
    sort: oneOf(SEARCH_SCREEN_SORTS, query.get('sort'), d.sort),
    offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The URL query of the filters: only the values that differ from the defaults. */
export function searchParamsOf(filters: SearchFilters): SearchParams {
  const d = DEFAULT_SEARCH_FILTERS;
  const differs = <K extends keyof SearchFilters>(key: K) => (filters[key] === d[key] ? undefined : filters[key]);
  return {
    search: filters.search || undefined,
    category: filters.category || undefined,
    platform: differs('platform'),
    nsfw: differs('nsfw'),
    rating: differs('rating'),
    price: differs('price'),
    gender: differs('gender'),
    coordinates: filters.coordinates || undefined,
    sort: differs('sort'),
    offset: filters.offset || undefined,
  };
}

/** The query of GET /creators for the filters (one page of SEARCH_PAGE_SIZE). */
export function apiParamsOf(filters: SearchFilters) {
  return { ...searchParamsOf(filters), limit: SEARCH_PAGE_SIZE, offset: filters.offset };
}

/** The panel's part of the filters. */
export function panelFiltersOf(filters: SearchFilters): PanelFilters {
  const { nsfw, platform, rating, price, gender, coordinates } = filters;
  return { nsfw, platform, rating, price, gender, coordinates };
}

/** How many panel filters differ from their defaults (shown on the mobile Filters button). */
export function countActiveFilters(panel: PanelFilters): number {
  return (Object.keys(DEFAULT_PANEL_FILTERS) as (keyof PanelFilters)[]).filter(
    (key) => panel[key] !== DEFAULT_PANEL_FILTERS[key],
  ).length;
}

/**
 * How search engines see a search address: the clean ones (a term, a category, a platform, or
 * none) are indexable under their canonical path; any other filter, a sort or a later page is
 * `noindex, follow`.
 */
export function searchIndexing(filters: SearchFilters): { canonicalPath: string; indexable: boolean } {
  const { search, category, platform, offset, ...rest } = searchParamsOf(filters);
  const indexable = offset === undefined && Object.values(rest).every((value) => value === undefined);
  return { canonicalPath: paths.search({ search, category, platform }), indexable };
}
