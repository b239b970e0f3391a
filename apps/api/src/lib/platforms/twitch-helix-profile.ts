import { CREATOR_EDIT } from '@fanlens/shared';
import { HelixRateLimited, type HelixClient } from './helix-client';
import { outcomeOfFailure, profileAddress } from './page-reader';
import { bioText, countValue, httpAddress, lineText, platformIdValue } from './profile-fields';
import type { ReaderOutcome } from './read-result';
import { FetchFailure } from './safe-fetch';

/** Helix's content classification label that marks a channel's content sexual: FanLens's NSFW. */
export const TWITCH_ADULT_LABEL = 'SexualThemes';

type Row = Record<string, unknown>;
const firstRow = (answer: unknown): Row | null => {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) && data[0] !== null && typeof data[0] === 'object' ? (data[0] as Row) : null;
};

/**
 * A Twitch profile through Helix: GET /users?login= (id, login, display_name, description,
 * profile_image_url; `data: []` = no such user), GET /channels/followers?broadcaster_id= (its
 * `total` = followers, FanLens's subscribers) and GET /channels?broadcaster_id= (its
 * content_classification_labels: SexualThemes = NSFW). Twitch publishes no likes, posts or price.
 */
export async function readHelixProfile(
  helix: HelixClient,
  template: string,
  username: string,
  deadline: number,
): Promise<ReaderOutcome> {
  const asked = profileAddress(template, username);
  try {
    const user = firstRow(await helix.get('users', { login: username }, deadline));
    if (!user) return { status: 'not_found', url: asked, message: 'Twitch has no user with this login' };
    const id = platformIdValue(user.id);
    if (!id) throw new FetchFailure('platform_error', 'Twitch answered a user without an id');
    const followers = (await helix.get('channels/followers', { broadcaster_id: id }, deadline)) as { total?: unknown };
    const channel = firstRow(await helix.get('channels', { broadcaster_id: id }, deadline));
    const labels = Array.isArray(channel?.content_classification_labels) ? channel.content_classification_labels : [];
    const login = lineText(user.login, 100) ?? username;
    return {
      status: 'found',
      method: 'api',
      profile: {
        platform: 'twitch',
        username: login,
        platformId: id,
        name: lineText(user.display_name, CREATOR_EDIT.name.max),
        avatarUrl: httpAddress(user.profile_image_url, asked),
        bio: bioText(user.description),
        counters: { subscribers: countValue(followers?.total), likes: null, posts: null, photos: null, videos: null },
        links: {},
        price: null,
        promoPrice: null,
        nsfw: labels.includes(TWITCH_ADULT_LABEL),
        url: profileAddress(template, login),
      },
    };
  } catch (error) {
    if (error instanceof HelixRateLimited) {
      return { status: 'rate_limited', url: asked, retryAfterMs: error.retryAfterMs, message: error.message };
    }
    // An API address that is not there is Twitch's fault, not a missing profile.
    if (error instanceof FetchFailure && error.reason === 'profile_not_found') {
      return { status: 'failed', url: asked, reason: 'platform_error', message: error.message };
    }
    return outcomeOfFailure(error, asked);
  }
}
