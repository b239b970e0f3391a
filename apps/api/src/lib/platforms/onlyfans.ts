import type { PageShape } from './page-profile';
import type { AdapterShape } from './platform-adapter';

/**
 * OnlyFans. Verification: the profile page (HTML); its user API answers `{ about, rawAbout }`.
 * Reading: the profile page (Open Graph, ProfilePage JSON-LD); adult unless the page says otherwise.
 */
export const onlyfans: { adapter: AdapterShape; page: PageShape } = {
  adapter: { platform: 'onlyfans', jsonBioPaths: ['rawAbout', 'about'] },
  page: { platform: 'onlyfans', adultByDefault: true },
};
