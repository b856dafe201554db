/** PUT /account/update-profile: saves the grade of a student whose account has none. */
import { API_PATHS, type UpdateProfileRequest, type UserDto } from '@contract/api';
import useSWRMutation from 'swr/mutation';
import { apiClient, putData } from '@/lib/api-client';
import { PROFILE_KEY } from '@/lib/current-user';

function updateProfile(_key: string, { arg }: { arg: UpdateProfileRequest }): Promise<UserDto> {
  return putData<UserDto>(apiClient, API_PATHS.updateProfile, arg);
}

/** Saves the profile and puts the answer in the profile cache, so the page changes at once. */
export function useSaveProfile() {
  return useSWRMutation(PROFILE_KEY, updateProfile, { populateCache: true, revalidate: false });
}
