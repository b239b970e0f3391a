import type { Profile } from '@fanlens/shared';
import { presentCreator, type CreatorRow } from '../creators/creator-presenter';
import type { UserRow } from './queries';

/** The initials avatar the API draws for users without an uploaded picture. */
export function defaultAvatarUrl(name: string): string {
  return `/api/avatars/${encodeURIComponent(name)}.svg`;
}

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
    avatarUrl: user.avatar_url ?? defaultAvatarUrl(user.name),
    moderator: user.role === 'moderator' || user.role === 'admin',
    creator: creators[0] ?? null,
    creators,
  };
}
