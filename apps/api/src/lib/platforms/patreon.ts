import type { PageShape } from './page-profile';
import type { AdapterShape } from './platform-adapter';

/**
 * Patreon. Verification: the creator page (HTML, og:description); its campaign API answers
 * `{ data: { attributes: { summary } } }`. Reading: the creator page (Open Graph, ProfilePage
 * JSON-LD); not adult unless the page says so.
 */
export const patreon: { adapter: AdapterShape; page: PageShape } = {
  adapter: { platform: 'patreon', jsonBioPaths: ['data.attributes.summary', 'data.attributes.about', 'summary'] },
  page: { platform: 'patreon', adultByDefault: false },
};
