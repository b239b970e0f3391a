import sharp from 'sharp';
import { MESSAGES } from '@fanlens/shared';
import { payloadTooLarge, unsupportedMedia } from '../../lib/errors';

/** Raster formats accepted as avatars, as sharp names them (AVIF reads as 'heif'). SVG is not accepted. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
export const AVATAR_SIZE = 256;
/**
 * Largest image an avatar may be: checked from the header before any pixel
 * is decoded, since a small file can expand to gigabytes of pixels.
 */
export const AVATAR_MAX_PIXELS = 25_000_000;

/**
 * Checks by content (never by name or declared type) that the bytes are a real image of at most
 * AVATAR_MAX_PIXELS (413 otherwise), then re-encodes them as a square WebP (EXIF-rotated,
 * cover-cropped): the original is never served.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !IMAGE_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw unsupportedMedia('avatar', MESSAGES.image);
  }
  // Only the first frame of an animated image is decoded.
  if (metadata.width * metadata.height > AVATAR_MAX_PIXELS) {
    throw payloadTooLarge('avatar', `Must be at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels`);
  }
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupportedMedia('avatar', MESSAGES.image);
  }
}
