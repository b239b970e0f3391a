import type { FastifyInstance } from 'fastify';
import type { Profile } from '@fanlens/shared';
import { randomToken } from '../../lib/tokens';
import { notAuthorized } from '../../lib/errors';
import { toAvatarWebp } from './avatar-image';
import type { ProfileChanges } from './profile-form';
import { presentProfile } from './profile-presenter';
import { findClaimedCreators, findUserById, updateUserProfile, type UserRow } from './queries';

/** The profile of a user row (adds the claimed creator pages). */
export async function profileOf(app: FastifyInstance, user: UserRow): Promise<Profile> {
  return presentProfile(user, await findClaimedCreators(app.deps.database, user.id));
}

/** The signed-in user's profile; a token of a deleted account is treated as signed out. */
export async function getProfile(app: FastifyInstance, userId: number): Promise<Profile> {
  const user = await findUserById(app.deps.database.db, userId);
  if (!user) throw notAuthorized();
  return profileOf(app, user);
}

/** Applies a name, a language and/or a new avatar (re-encoded, stored, the old upload removed). */
export async function updateProfile(app: FastifyInstance, userId: number, changes: ProfileChanges): Promise<Profile> {
  const { db } = app.deps.database;
  const before = await findUserById(db, userId);
  if (!before) throw notAuthorized();

  let avatarUrl: string | undefined;
  if (changes.avatar) {
    const webp = await toAvatarWebp(changes.avatar);
    avatarUrl = await app.services.storage.put(`avatars/${userId}-${randomToken().slice(0, 16)}.webp`, webp);
  }
  let after: UserRow | undefined;
  try {
    after = await updateUserProfile(db, userId, { name: changes.name, language: changes.language, avatarUrl });
  } catch (error) {
    if (avatarUrl) await app.services.storage.remove(avatarUrl);
    throw error;
  }
  if (!after) throw notAuthorized();
  if (after.name !== before.name || after.avatar_url !== before.avatar_url) {
    // Reviews show their author's name and avatar.
    await app.services.changes.record({ kind: 'author.shown', authorId: userId });
  }
  if (avatarUrl && before.avatar_url && before.avatar_url !== avatarUrl) {
    await app.services.storage.remove(before.avatar_url).catch((error: unknown) => {
      app.log.warn({ err: error, file: before.avatar_url }, 'could not remove the previous avatar');
    });
  }
  return profileOf(app, after);
}
