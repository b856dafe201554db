/** PUT /account/update-profile (main API): name, e-mail and grade of the signed-in user. */
import { API_PATHS, type UpdateProfileRequest, type UserDto } from '@contract/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient, putData } from '@/lib/api-client';
import { accountKeys } from './keys';

function updateProfile(body: UpdateProfileRequest): Promise<UserDto> {
  return putData<UserDto>(apiClient, API_PATHS.updateProfile, body);
}

/**
 * Saves the profile and puts the answer in the profile cache, so the header and every page
 * showing the user change at once without another request.
 */
export function useUpdateProfile(): (body: UpdateProfileRequest) => Promise<UserDto> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body) => {
      const user = await updateProfile(body);
      await mutate(accountKeys.profile(), user, { revalidate: false });
      return user;
    },
    [mutate],
  );
}
