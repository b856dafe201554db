import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Avatar files. The type is decided by the file's first bytes, never by its name or the
 * declared Content-Type, and the stored name is random: a user controls nothing about the
 * path or the type the file is served with.
 */

export type ImageType = 'png' | 'jpg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export const AVATAR_DIR = 'avatars';
/** What we write: `avatars/<32 hex>.png|jpg`. Anything else in the column is not ours to delete. */
const STORED_AVATAR = /^avatars\/[0-9a-f]{32}\.(?:png|jpg)$/;

export function detectImageType(data: Buffer): ImageType | null {
  if (data.length >= PNG_SIGNATURE.length && data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (data.length >= JPEG_SIGNATURE.length && data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE))
    return 'jpg';
  return null;
}

/** Largest side of a stored avatar (it is shown at most a few hundred pixels wide). */
const AVATAR_MAX_SIDE = 512;
/** A 2 MB upload may not unpack into more pixels than this (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes the image and encodes it again, keeping only the pixels: EXIF (GPS position, camera,
 * time), comments and embedded thumbnails are dropped, the picture is first turned upright by its
 * EXIF orientation, and its longest side is brought down to AVATAR_MAX_SIDE. Null when the file
 * does not decode as an image.
 */
export async function normaliseAvatar(data: Buffer, type: ImageType): Promise<Buffer | null> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    return await (type === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85 })).toBuffer();
  } catch {
    return null;
  }
}

/** Writes the file and returns its path relative to the uploads directory. */
export async function storeAvatar(uploadsDir: string, data: Buffer, type: ImageType): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  await mkdir(join(uploadsDir, AVATAR_DIR), { recursive: true });
  // 'wx': never overwrite, even in the astronomically unlikely case of a name collision.
  await writeFile(join(uploadsDir, AVATAR_DIR, name), data, { flag: 'wx', mode: 0o644 });
  return `${AVATAR_DIR}/${name}`;
}

/** Deletes a previously stored avatar; missing files and foreign values are left alone. */
export async function removeStoredAvatar(uploadsDir: string, path: string | null): Promise<void> {
  if (path === null || !STORED_AVATAR.test(path)) return;
  await rm(join(uploadsDir, path), { force: true });
}
