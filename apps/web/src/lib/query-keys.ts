/**
 * The first element of every TanStack Query key, one per data area. Sign-out drops the
 * user's own areas and refetches those whose answers depend on who asks.
 */
export const queryRoots = {
  categories: 'categories',
  creators: 'creators',
  favorites: 'favorites',
  profile: 'profile',
  reviews: 'reviews',
  /** The static pages' HTML templates (/templates/*.html). */
  templates: 'templates',
  trends: 'trends',
} as const;

/** Areas that belong to the signed-in user (not persisted, dropped at sign-out). */
export const userScopedRoots = [queryRoots.favorites, queryRoots.reviews, queryRoots.profile] as const;

/** Areas whose answers carry per-user flags (creator `favorite` and `reviewed`). */
export const viewerDependentRoots = [queryRoots.creators] as const;
