/** GET /student/classes (spec §7 Student calls): the student's classes. */
import { classesApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { classKeys } from './keys';

export function useMyClasses() {
  return useSWR(classKeys.myClasses(), () => call(classesApi.myClasses));
}
