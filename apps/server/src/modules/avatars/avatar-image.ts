/**
 * Turns an uploaded file into the stored avatar: the bytes decide whether it is an image
 * (never its name or declared type), and the result is a fresh 256×256 WebP without metadata.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

export const AVATAR_SIZE = 256;
/** Enough for any phone photo; a larger canvas in a 5 MB file is a decompression bomb. */
export const AVATAR_MAX_MEGAPIXELS = 50;

// Uploads are one-off: caching their decoded pixels would only hold memory.
sharp.cache(false);

const notImage = () => new AppError(415, 'avatar.notImage');

function accepted(meta: Metadata): boolean {
  if (meta.format === 'heif') return meta.compression === 'av1';
  return meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || meta.format === 'gif';
}

export function toAvatarWebp(input: Buffer): Promise<Buffer> {
  // Metadata (EXIF, XMP, ICC) is dropped unless asked for, so orientation is applied to the pixels first.
  return reencodeImage(input, (image) =>
    image.autoOrient().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }),
  );
}

/**
 * An upload re-encoded by `encode` (avatars, brand logos and favicons): refused with a 4xx unless its bytes are an
 * image of an accepted format and size that decodes.
 */
export async function reencodeImage(input: Buffer, encode: (image: Sharp) => Sharp): Promise<Buffer> {
  const options = { limitInputPixels: AVATAR_MAX_MEGAPIXELS * 1_000_000 };
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notImage();
  }
  if (!accepted(meta)) throw notImage();
  if (meta.width * meta.height > options.limitInputPixels) {
    throw new AppError(413, 'avatar.tooManyPixels', { max: AVATAR_MAX_MEGAPIXELS });
  }
  try {
    return await encode(sharp(input, options)).toBuffer();
  } catch {
    // The header parsed but the pixels do not decode: a damaged or disguised file.
    throw notImage();
  }
}
