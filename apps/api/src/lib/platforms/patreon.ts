import type { AdapterShape } from './platform-adapter';

/** Patreon: the creator page (HTML, og:description); its campaign API answers `{ data: { attributes: { summary } } }`. */
export const patreon: AdapterShape = {
  platform: 'patreon',
  jsonBioPaths: ['data.attributes.summary', 'data.attributes.about', 'summary'],
};
