/** Business constants and limits (docs/product.md, "Constants and limits"). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** Largest list offset accepted (a clear 400 past it): deep pages are walked by no user, only by scrapers. */
export const MAX_OFFSET = 10_000;
export const HOME_SLIDER_SIZE = 6;
export const RECENT_REVIEWS_SLIDER_SIZE = 6;
export const HOME_CATEGORY_COUNT = 30;

export const COMMENT_LENGTH = { min: 3, max: 1000 } as const;
export const RATING_RANGE = { min: 1, max: 5 } as const;
export const RATING_STEPS = [1, 2, 3, 4, 5] as const;
export const PASSWORD_LENGTH = { min: 8, max: 20 } as const;
export const NAME_LENGTH = { min: 3, max: 50 } as const;
export const USERNAME_LENGTH = { min: 3, max: 50 } as const;

/** Largest avatar upload accepted, in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const BREAKPOINTS = { mobile: 480, tablet: 720, desktop: 1024 } as const;
/** Slides visible in a slider at the widest layout; it narrows down to one. */
export const SLIDER_MAX_SLIDES = 7.7;

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 3;
export const STARTUP_LOADER_MIN_MS = 1000;
export const SPLASH_ZOOM = { from: 1.6, to: 1.2, durationMs: 2000, easing: 'ease-out' } as const;

export const DEFAULT_LANGUAGE = 'en';
export const COPYRIGHT_YEAR = 2024;
/** The community size the site claims, shown with a plus ('45,000+' in English). */
export const COMMUNITY_SIZE = 45_000;
/** dayjs format (with advancedFormat) of a review date: 'Mon Do, YYYY'. */
export const REVIEW_DATE_FORMAT = 'MMM Do, YYYY';

/** Trust and safety (docs/decisions/013-trust-and-safety.md). */
export const REPORT_DETAILS_MAX = 500;
export const MODERATION_REASON_LENGTH = { min: 3, max: 500 } as const;
/** The text of an appeal against a decision (docs/decisions/039-decisions-and-appeals.md). */
export const APPEAL_TEXT_LENGTH = { min: 10, max: 2000 } as const;
/** Reviews one account may leave per day, and reports it may send per day. */
export const REVIEWS_PER_DAY = 20;
export const REPORTS_PER_DAY = 30;
/** E-mail confirmation: how long a link works, and how many links an account may ask again per day. */
export const CONFIRMATION_LINK_HOURS = 48;
export const CONFIRMATION_RESENDS_PER_DAY = 3;
/** Removal requests (docs/decisions/015-removal-requests.md). */
export const REMOVAL_PAGE_MAX = 300;
export const REMOVAL_REASON_LENGTH = { min: 10, max: 1000 } as const;
/** Removal requests one IP address may send per day. */
export const REMOVAL_REQUESTS_PER_DAY = 10;
