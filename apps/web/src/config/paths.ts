import { creatorPagePath, guidelinePath, type GuidelineAnchor } from '@fanlens/shared';

/**
 * Every route of the product (docs/product/site.md, "Routes"). `routePatterns` holds the patterns the router
 * declares; `paths` builds the links, so no screen spells a path by hand.
 */
export const routePatterns = {
  home: '/',
  search: '/search',
  categories: '/categories',
  /** The best-rated creators (`sort=top`), per platform (`?platform=`), and per category. */
  best: '/best',
  bestCategory: '/best/:category',
  /** The rising creators (`sort=growing`), per platform (`?platform=`), and per category. */
  rising: '/rising',
  risingCategory: '/rising/:category',
  /** Creators on a deal (`?sort=&platform=&category=&nsfw=&offset=`). */
  deals: '/deals',
  forCreators: '/creators',
  creator: '/:username',
  /** A creator whose username is one of the site's own paths (SITE_PATHS in the shared package). */
  creatorAtSitePath: '/creators/:username',
  privacy: '/privacy',
  terms: '/terms',
  about: '/about',
  reviews: '/reviews',
  reviewsForOthers: '/reviews/for-others',
  reviewsLeftForMe: '/reviews/left-for-me',
  verification: '/verification',
  /** Adding a creator page that is not on FanLens yet (signed in). */
  add: '/add',
  verificationSuccess: '/verification/success',
  verificationError: '/verification/error',
  myProfile: '/my-profile',
  myFavorites: '/my-favorites',
  creatorEdit: '/creator/edit',
  creatorAnalytics: '/creator/analytics',
  /** The rating badge for the creator's own site, with snippets to paste. */
  creatorBadge: '/creator/badge',
  moderation: '/moderation',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  transparency: '/transparency',
  /** The review guidelines, one section per GUIDELINE_SECTIONS anchor. */
  guidelines: '/guidelines',
  error: '/error',
  notFound: '*',
} as const;

/** The about page's removal request section (the footer's "Request removal of a page" links to it). */
export const REMOVAL_SECTION_ID = 'request-removal';

/** The transparency page's section on how reviews are checked (the unusual-activity notice links to it). */
export const REVIEW_CHECKS_SECTION_ID = 'how-reviews-are-checked';

type QueryValue = string | number | boolean | null | undefined;

/** Query parameters of /search; empty values are left out of the link. */
export interface SearchParams {
  search?: string;
  category?: string;
  platform?: string;
  nsfw?: boolean;
  rating?: string;
  price?: string;
  gender?: string;
  coordinates?: string;
  sort?: string;
  offset?: number;
}

/** `path` followed by the non-empty `params` as a query string. */
export function withQuery(path: string, params: object = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: () => routePatterns.home,
  search: (params: SearchParams = {}) => withQuery(routePatterns.search, params),
  categories: () => routePatterns.categories,
  /** `platform`: the tab (all platforms when left out). */
  best: (params: { platform?: string } = {}) => withQuery(routePatterns.best, params),
  bestCategory: (slug: string) => `${routePatterns.best}/${encodeURIComponent(slug)}`,
  /** `platform`: the tab (all platforms when left out). */
  rising: (params: { platform?: string } = {}) => withQuery(routePatterns.rising, params),
  risingCategory: (slug: string) => `${routePatterns.rising}/${encodeURIComponent(slug)}`,
  deals: (params: { sort?: string; platform?: string; category?: string; nsfw?: boolean } = {}) =>
    withQuery(routePatterns.deals, params),
  /** The Atom feed of the newest deals (served by the API, not a route of the web app). */
  dealsFeed: () => `${routePatterns.deals}.xml`,
  forCreators: () => routePatterns.forCreators,
  creator: (username: string) => creatorPagePath(username),
  privacy: () => routePatterns.privacy,
  terms: () => routePatterns.terms,
  about: () => routePatterns.about,
  removalRequest: () => `${routePatterns.about}#${REMOVAL_SECTION_ID}`,
  reviewChecks: () => `${routePatterns.transparency}#${REVIEW_CHECKS_SECTION_ID}`,
  reviews: () => routePatterns.reviews,
  reviewsForOthers: () => routePatterns.reviewsForOthers,
  /** `page`: only the reviews of that creator page (one of the user's). */
  reviewsLeftForMe: (params: { page?: number } = {}) => withQuery(routePatterns.reviewsLeftForMe, params),
  /** `another`: a creator verifies one more page. */
  verification: (params: { another?: boolean } = {}) =>
    withQuery(routePatterns.verification, { another: params.another ? 1 : undefined }),
  /**
   * The add-a-page form, filled in from `platform` and `username`, or from `search` (a search
   * that found nothing: its text becomes the username when it is one).
   */
  add: (params: { platform?: string; username?: string; search?: string } = {}) => withQuery(routePatterns.add, params),
  verificationSuccess: () => routePatterns.verificationSuccess,
  verificationError: () => routePatterns.verificationError,
  myProfile: () => routePatterns.myProfile,
  myFavorites: () => routePatterns.myFavorites,
  /** The page editor; `page` is the creator id (default: the user's first page). */
  creatorEdit: (params: { page?: number } = {}) => withQuery(routePatterns.creatorEdit, params),
  creatorAnalytics: (params: { page?: number; days?: number } = {}) =>
    withQuery(routePatterns.creatorAnalytics, params),
  creatorBadge: (params: { page?: number } = {}) => withQuery(routePatterns.creatorBadge, params),
  moderation: () => routePatterns.moderation,
  signIn: (params: { redirectTo?: string } = {}) => withQuery(routePatterns.signIn, params),
  signUp: (params: { redirectTo?: string } = {}) => withQuery(routePatterns.signUp, params),
  forgotPassword: () => routePatterns.forgotPassword,
  resetPassword: (token?: string) => withQuery(routePatterns.resetPassword, { token }),
  confirmEmail: (token?: string) => withQuery(routePatterns.confirmEmail, { token }),
  transparency: () => routePatterns.transparency,
  /** The guidelines, or one of their sections. */
  guidelines: (section?: GuidelineAnchor) => (section ? guidelinePath(section) : routePatterns.guidelines),
  error: (params: { status?: number; message?: string } = {}) => withQuery(routePatterns.error, params),
};

/**
 * A `redirectTo` value that is safe to follow: a path on this site, never another origin
 * ('//host', '/\host', 'https://…', or '/\t/host', which browsers read as '//host' once they
 * drop the tab). Backslashes and control characters anywhere give `fallback` too.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = routePatterns.home): string {
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return fallback;
  }
  return value;
}
