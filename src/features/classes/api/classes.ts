/**
 * The student's classes (spec §7 Student calls): the list, one class, its assigned tests and its
 * references, each with its SWR hook. Every class path accepts the class slug.
 */
import { classesApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { classKeys } from './keys';

export function useMyClasses() {
  return useSWR(classKeys.myClasses(), () => call(classesApi.myClasses));
}

export function useMyClass(slug: string | undefined) {
  return useSWR(slug ? classKeys.myClass(slug) : null, () =>
    call(classesApi.myClass, { params: { id: slug as string } }),
  );
}

export function useClassAssignments(slug: string | undefined) {
  return useSWR(slug ? classKeys.assigned(slug) : null, () =>
    call(classesApi.classAssigned, { params: { id: slug as string } }),
  );
}

export function useClassReferences(slug: string | undefined) {
  return useSWR(slug ? classKeys.references(slug) : null, () =>
    call(classesApi.classReferences, { params: { id: slug as string } }),
  );
}
