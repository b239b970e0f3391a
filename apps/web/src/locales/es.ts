import common from './es.json';
import account from './es/account.json';
import auth from './es/auth.json';
import categories from './es/categories.json';
import content from './es/content.json';
import creator from './es/creator.json';
import creatorTools from './es/creator-tools.json';
import deals from './es/deals.json';
import decisions from './es/decisions.json';
import favorites from './es/favorites.json';
import guidelines from './es/guidelines.json';
import home from './es/home.json';
import invitations from './es/invitations.json';
import listings from './es/listings.json';
import moderation from './es/moderation.json';
import ranked from './es/ranked.json';
import removalRequests from './es/removal-requests.json';
import reviews from './es/reviews.json';
import search from './es/search.json';
import staticPages from './es/static.json';
import transparency from './es/transparency.json';
import verification from './es/verification.json';

/** Spanish texts: the common ones, then one namespace-like key per area (`t('search.sort.label')`). */
export const es = {
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
