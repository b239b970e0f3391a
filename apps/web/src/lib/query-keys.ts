/**
 * The first element of every TanStack Query key, one per data area. Sign-out drops the
 * user's own areas and refetches those whose answers depend on who asks.
 */
export const queryRoots = {
  /** A creator's page analytics (owner only). */
  analytics: 'analytics',
  categories: 'categories',
  creators: 'creators',
  /** The statements of reasons about the account, with their appeals. */
  decisions: 'decisions',
  favorites: 'favorites',
  /** Real places for the location field. */
  places: 'places',
  profile: 'profile',
  reviews: 'reviews',
  /** The transparency report's monthly figures. */
  transparency: 'transparency',
  /** The static pages' HTML templates (/templates/*.html). */
  templates: 'templates',
  trends: 'trends',
} as const;

/** Areas that belong to the signed-in user (not persisted, dropped at sign-out). */
export const userScopedRoots = [
  queryRoots.decisions,
  queryRoots.favorites,
  queryRoots.reviews,
  queryRoots.profile,
  queryRoots.analytics,
] as const;

/** Areas whose answers carry per-user flags (creator `favorite` and `reviewed`). */
export const viewerDependentRoots = [queryRoots.creators] as const;
