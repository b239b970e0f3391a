import sharp from 'sharp';

/** Raster formats accepted as avatars, as sharp names them (AVIF reads as 'heif'). SVG is not accepted. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
export const AVATAR_SIZE = 256;
/**
 * Largest image an avatar may be: checked from the header before any pixel
 * is decoded, since a small file can expand to gigabytes of pixels.
 */
export const AVATAR_MAX_PIXELS = 25_000_000;

/** Why bytes are not an avatar: not a raster image sharp reads, or more than AVATAR_MAX_PIXELS. */
export class AvatarImageError extends Error {
  constructor(readonly problem: 'not_image' | 'too_many_pixels') {
    super(problem === 'not_image' ? 'Not an image' : `More than ${AVATAR_MAX_PIXELS / 1_000_000} megapixels`);
    this.name = 'AvatarImageError';
  }
}

/**
 * Checks by content (never by name or declared type) that the bytes are a real image of at most
 * AVATAR_MAX_PIXELS, then re-encodes them as a square WebP (EXIF-rotated, cover-cropped): the
 * original is never served. Throws AvatarImageError. Used for uploaded avatars and for the
 * avatars read from a platform.
 */
export async function avatarWebp(bytes: Buffer): Promise<Buffer> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !IMAGE_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new AvatarImageError('not_image');
  }
  // Only the first frame of an animated image is decoded.
  if (metadata.width * metadata.height > AVATAR_MAX_PIXELS) throw new AvatarImageError('too_many_pixels');
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AvatarImageError('not_image');
  }
}
