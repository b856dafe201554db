import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REFERENCE_UPLOAD } from '@contract/class-rules';
import { detectImageType } from '../account';

/**
 * Files teachers upload as references. As with avatars, the type comes from the first bytes,
 * never from the name or the declared Content-Type, and the stored name is random.
 */

export type ReferenceFileType = keyof typeof REFERENCE_UPLOAD.TYPES;

export interface ReferenceUpload {
  title: string;
  description: string | null;
  fileName: string;
  data: Buffer;
  type: ReferenceFileType;
}

export const REFERENCE_DIR = 'references';
/** What we write: `references/<32 hex>.<ext>`. Anything else is not ours to delete. */
const STORED = /\/uploads\/(references\/[0-9a-f]{32}\.(?:pdf|png|jpg|mp3))$/;

export function detectReferenceType(data: Buffer): ReferenceFileType | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = detectImageType(data);
  if (image) return image;
  if (data.subarray(0, 3).toString('latin1') === 'ID3') return 'mp3';
  // An MPEG audio frame header: 11 sync bits, then layer III.
  if (data.length >= 2 && data[0] === 0xff && ((data[1] ?? 0) & 0xe6) === 0xe2) return 'mp3';
  return null;
}

/**
 * Writes the file; answers its path relative to the uploads directory. `name` (32 hex) is for
 * the seed, which writes the same file on every start; uploads get a random one.
 */
export async function storeReferenceFile(
  uploadsDir: string,
  data: Buffer,
  type: ReferenceFileType,
  fixedName?: string,
): Promise<string> {
  const file = `${fixedName ?? randomBytes(16).toString('hex')}.${type}`;
  await mkdir(join(uploadsDir, REFERENCE_DIR), { recursive: true });
  // 'wx' for uploads: never overwrite, even in the astronomically unlikely case of a name collision.
  await writeFile(join(uploadsDir, REFERENCE_DIR, file), data, { flag: fixedName ? 'w' : 'wx', mode: 0o644 });
  return `${REFERENCE_DIR}/${file}`;
}

/** Deletes the stored file behind a reference URL of ours; other URLs are left alone. */
export async function removeReferenceFile(uploadsDir: string, url: string): Promise<void> {
  const match = STORED.exec(url);
  if (!match?.[1]) return;
  await rm(join(uploadsDir, match[1]), { force: true });
}
