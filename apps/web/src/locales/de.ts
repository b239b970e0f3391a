import common from './de.json';
import account from './de/account.json';
import auth from './de/auth.json';
import categories from './de/categories.json';
import content from './de/content.json';
import creator from './de/creator.json';
import creatorTools from './de/creator-tools.json';
import deals from './de/deals.json';
import decisions from './de/decisions.json';
import favorites from './de/favorites.json';
import guidelines from './de/guidelines.json';
import home from './de/home.json';
import invitations from './de/invitations.json';
import listings from './de/listings.json';
import moderation from './de/moderation.json';
import ranked from './de/ranked.json';
import removalRequests from './de/removal-requests.json';
import reviews from './de/reviews.json';
import search from './de/search.json';
import staticPages from './de/static.json';
import transparency from './de/transparency.json';
import verification from './de/verification.json';

/** German texts: the common ones, then one namespace-like key per area (`t('search.sort.label')`). */
export const de = {
  ...common,
  account,
  auth,
  categories,
  content,
  creator,
  creatorTools,
  deals,
  decisions,
  favorites,
  guidelines,
  home,
  invitations,
  listings,
  moderation,
  ranked,
  removalRequests,
  reviews,
  search,
  static: staticPages,
  transparency,
  verification,
};
