/**
 * POST /account/update-avatar (main API): multipart field `file`, at most 2 MB, jpg/jpeg/png.
 * Too big → PAYLOAD_TOO_LARGE; not an image of those types → UNSUPPORTED_MEDIA_TYPE.
 */
import { API_PATHS, type UpdateAvatarData, type UserDto } from '@contract/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient, postData } from '@/lib/api-client';
import { accountKeys } from './keys';

const AVATAR_FORM_FIELD = 'file';

function updateAvatar(file: Blob, fileName?: string): Promise<UpdateAvatarData> {
  const form = new FormData();
  if (fileName === undefined) form.append(AVATAR_FORM_FIELD, file);
  else form.append(AVATAR_FORM_FIELD, file, fileName);
  return postData<UpdateAvatarData>(apiClient, API_PATHS.updateAvatar, form);
}

/**
 * Uploads the picture, shows it in the cached profile straight away (the header updates), then
 * reloads the profile so the cache holds what the API stored.
 */
export function useUpdateAvatar(): (file: File) => Promise<UpdateAvatarData> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (file) => {
      const data = await updateAvatar(file, file.name);
      await mutate<UserDto>(
        accountKeys.profile(),
        (current) => (current ? { ...current, avatar: data.avatar } : current),
        { revalidate: true },
      );
      return data;
    },
    [mutate],
  );
}
