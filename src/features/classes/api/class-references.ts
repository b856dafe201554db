/** GET /student/classes/:id/references: the references shared in a class, by its slug. */
import { classesApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { classKeys } from './keys';

export function useClassReferences(slug: string | undefined) {
  return useSWR(slug ? classKeys.references(slug) : null, () =>
    call(classesApi.classReferences, { params: { id: slug as string } }),
  );
}
