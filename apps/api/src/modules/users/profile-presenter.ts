import type { Profile } from '@fanlens/shared';
import { presentCreator, type CreatorRow } from '../creators/creator-presenter';
import type { UserRow } from './queries';

/** The initials avatar the API draws for users without an uploaded picture. */
export function defaultAvatarUrl(name: string): string {
  return `/api/avatars/${encodeURIComponent(name)}.svg`;
}

/**
 * The one place that shapes the signed-in user's profile (auth responses and /users/my):
 * `creator` is the claimed creator page with its full (HTML) bio, or null.
 */
export function presentProfile(user: UserRow, creator: CreatorRow | undefined): Profile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatarUrl: user.avatar_url ?? defaultAvatarUrl(user.name),
    moderator: user.role === 'moderator' || user.role === 'admin',
    creator: creator ? presentCreator(creator, { bio: 'html' }) : null,
  };
}
