/** GET /student/classes/:id: one of the student's classes, by its slug (every class path accepts it). */
import { classesApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { classKeys } from './keys';

export function useMyClass(slug: string | undefined) {
  return useSWR(slug ? classKeys.myClass(slug) : null, () =>
    call(classesApi.myClass, { params: { id: slug as string } }),
  );
}
