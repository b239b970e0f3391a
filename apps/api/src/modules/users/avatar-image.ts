import sharp from 'sharp';
import { MESSAGES } from '@fanlens/shared';
import { unsupportedMedia } from '../../lib/errors';

/** Raster formats accepted as avatars, as sharp names them (AVIF reads as 'heif'). SVG is not accepted. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
export const AVATAR_SIZE = 256;
/** Refuses to decode images larger than this (a small file can expand to gigabytes of pixels). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks by content (never by name or declared type) that the bytes are a real image, then
 * re-encodes them as a square WebP (EXIF-rotated, cover-cropped): the original is never served.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.format || !IMAGE_FORMATS.has(metadata.format)) throw new Error(`not accepted: ${metadata.format}`);
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupportedMedia('avatar', MESSAGES.image);
  }
}
