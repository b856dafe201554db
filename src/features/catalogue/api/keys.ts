/** SWR keys of the catalogue feature: the API paths they load (see account/api/keys.ts). */
import { API_PATHS } from '@contract/api';

export const catalogueKeys = {
  grades: () => API_PATHS.grades,
} as const;
