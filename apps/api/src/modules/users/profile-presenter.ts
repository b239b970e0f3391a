import { initialsAvatarUrl, type Profile } from '@fanlens/shared';
import { presentCreator, toIso, type CreatorRow } from '../creators/creator-presenter';
import type { UserRow } from './queries';

/**
 * The one place that shapes the signed-in user's profile (auth responses and /users/my):
 * `creators` are the claimed creator pages with their full (HTML) bio, first verified first;
 * `creator` is the first of them, or null.
 */
export function presentProfile(user: UserRow, creatorRows: CreatorRow[]): Profile {
  const creators = creatorRows.map((row) => presentCreator(row, { bio: 'html' }));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatarUrl: user.avatar_url ?? initialsAvatarUrl(user.name),
    moderator: user.role === 'moderator' || user.role === 'admin',
    emailConfirmedAt: toIso(user.email_confirmed_at),
    language: user.language,
    creator: creators[0] ?? null,
    creators,
  };
}
