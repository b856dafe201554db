/** SWR keys of the catalogue feature: the API paths they load (see account/api/keys.ts). */
import { GRADES_KEY } from '@/lib/grades';

export const catalogueKeys = {
  grades: () => GRADES_KEY,
} as const;
