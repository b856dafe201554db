/** Profile image rule (spec §5, §9): at most 2 MB, a .jpg, .jpeg or .png file. */
import { AVATAR_EXTENSIONS, AVATAR_MIME_TYPES, LIMITS } from '@/config/constants';
import { vm, type ValidationMessageKey } from './messages';

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/**
 * The first rule the file breaks, or null. The extension must be allowed and the MIME type must
 * agree when the browser reports one; the API checks the bytes themselves again.
 */
export function validateAvatarFile(file: FileLike): ValidationMessageKey | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  const extensionOk = (AVATAR_EXTENSIONS as readonly string[]).includes(extension);
  const mimeOk = file.type === '' || (AVATAR_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !mimeOk) return vm('avatar.invalidType');
  if (file.size > LIMITS.AVATAR_MAX_BYTES) return vm('avatar.tooLarge');
  return null;
}
