import type { AdapterShape } from './platform-adapter';

/** OnlyFans: the profile page (HTML); its user API answers `{ about, rawAbout }`. */
export const onlyfans: AdapterShape = { platform: 'onlyfans', jsonBioPaths: ['rawAbout', 'about'] };
