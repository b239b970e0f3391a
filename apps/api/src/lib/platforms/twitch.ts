import type { AdapterShape } from './platform-adapter';

/** Twitch: the channel page (HTML), or a Helix-style users answer `{ data: [{ description }] }`. */
export const twitch: AdapterShape = { platform: 'twitch', jsonBioPaths: ['data.0.description', 'description'] };
