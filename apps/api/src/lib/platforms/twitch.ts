import type { HelixClient } from './helix-client';
import { createPageReader, type ProfileReader } from './page-reader';
import type { PageShape } from './page-profile';
import type { AdapterShape } from './platform-adapter';
import type { ReadContext } from './read-context';
import { readHelixProfile } from './twitch-helix-profile';

const page: PageShape = { platform: 'twitch', adultByDefault: false };

/**
 * Twitch. Verification: the channel page (HTML), or a Helix-style users answer
 * `{ data: [{ description }] }`. Reading: the official Helix API when the app's credentials are
 * set (TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET), else the channel page like the other platforms.
 */
export const twitch: { adapter: AdapterShape; page: PageShape } = {
  adapter: { platform: 'twitch', jsonBioPaths: ['data.0.description', 'description'] },
  page,
};

/** Twitch's reader: through Helix when a client is given, else from the channel page. */
export function createTwitchReader(template: string, context: ReadContext, helix: HelixClient | null): ProfileReader {
  if (!helix) return createPageReader(page, template, context);
  return { read: (username, deadline) => readHelixProfile(helix, template, username, deadline) };
}
