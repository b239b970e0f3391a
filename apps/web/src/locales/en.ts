import common from './en.json';
import account from './en/account.json';
import auth from './en/auth.json';
import categories from './en/categories.json';
import content from './en/content.json';
import creator from './en/creator.json';
import creatorTools from './en/creator-tools.json';
import deals from './en/deals.json';
import decisions from './en/decisions.json';
import favorites from './en/favorites.json';
import guidelines from './en/guidelines.json';
import home from './en/home.json';
import invitations from './en/invitations.json';
import listings from './en/listings.json';
import moderation from './en/moderation.json';
import ranked from './en/ranked.json';
import removalRequests from './en/removal-requests.json';
import reviews from './en/reviews.json';
import search from './en/search.json';
import staticPages from './en/static.json';
import transparency from './en/transparency.json';
import verification from './en/verification.json';

/** English texts: the common ones, then one namespace-like key per area (`t('search.sort.label')`). */
export const en = {
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
