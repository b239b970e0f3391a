/**
 * The first path segments the site keeps for its own pages and files. A creator page lives at
 * `/{username}`; a platform username equal to one of these (in any case: routes match without
 * case) would be hidden behind the site's own page, so that creator's page lives at
 * `/creators/{username}` instead, and every link to it says so (docs/decisions/007).
 * The web's route table and the server's own files are checked against this list by tests.
 */
export const SITE_PATHS: ReadonlySet<string> = new Set([
  // The web's pages (apps/web/src/config/paths.ts).
  'search',
  'categories',
  'creators',
  'privacy',
  'terms',
  'about',
  'reviews',
  'verification',
  'my-profile',
  'my-favorites',
  'creator',
  'moderation',
  'sign-in',
  'sign-up',
  'forgot-password',
  'reset-password',
  'confirm-email',
  'error',
  'add',
  // Pages the site is getting next: reserved before any creator can take them.
  'best',
  'transparency',
  'deals',
  'rising',
  'guidelines',
  'connections',
  // The server's own paths and the web's built files.
  'api',
  'uploads',
  'assets',
  'templates',
  'sitemaps',
  'robots.txt',
  'sitemap.xml',
  'deals.xml',
  'favicon.svg',
  'favicon.ico',
  'share.png',
  'index.html',
]);

/** Whether `username` names one of the site's own paths (so its page is `/creators/{username}`). */
export const isSitePath = (username: string) => SITE_PATHS.has(username.toLowerCase());

/** The path of a creator's FanLens page: `/{username}`, or `/creators/{username}` for a site path. */
export const creatorPagePath = (username: string) =>
  isSitePath(username) ? `/creators/${encodeURIComponent(username)}` : `/${encodeURIComponent(username)}`;

/** The element id of a review on its creator page: what a link to the review itself scrolls to. */
export const reviewAnchor = (reviewId: number) => `review-${reviewId}`;

/**
 * A link to one review: its creator page with the review shown first and scrolled to
 * (`#review-{id}`), wherever the review stands in the page's lists. A fragment, not a query: the
 * server renders and caches the page as it is, the browser shows the review.
 */
export const reviewPath = (username: string, reviewId: number) =>
  `${creatorPagePath(username)}#${reviewAnchor(reviewId)}`;

/** The path of a creator's reviews feed (Atom): beside its page, `/{username}/reviews.xml`. */
export const creatorReviewsFeedPath = (username: string) => `${creatorPagePath(username)}/reviews.xml`;
