import { MESSAGES } from '@fanlens/shared';
import { AVATAR_MAX_PIXELS, AvatarImageError, avatarWebp } from '../../lib/avatar-image';
import { payloadTooLarge, unsupportedMedia } from '../../lib/errors';

/**
 * An uploaded avatar re-encoded as WebP (lib/avatar-image.ts): 415 when the bytes are not an
 * image, 413 past AVATAR_MAX_PIXELS.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  try {
    return await avatarWebp(bytes);
  } catch (error) {
    if (!(error instanceof AvatarImageError)) throw error;
    if (error.problem === 'too_many_pixels') {
      throw payloadTooLarge('avatar', `Must be at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels`);
    }
    throw unsupportedMedia('avatar', MESSAGES.image);
  }
}
