/**
 * The student's classes (spec §7 Student calls): the list, one class, its assigned tests and its
 * references, each with its SWR hook. Every class path accepts the class slug.
 */
import {
  CLASS_PATHS,
  type AssignedUnitTestDto,
  type ClassReferenceDto,
  type StudentClassDetailDto,
  type StudentClassDto,
} from '@contract/classes-api';
import useSWR from 'swr';
import { apiClient, getData } from '@/lib/api-client';
import { classKeys } from './keys';

export function useMyClasses() {
  return useSWR<StudentClassDto[]>(classKeys.myClasses(), () =>
    getData<StudentClassDto[]>(apiClient, CLASS_PATHS.classes),
  );
}

export function useMyClass(slug: string | undefined) {
  return useSWR<StudentClassDetailDto>(slug ? classKeys.myClass(slug) : null, () =>
    getData<StudentClassDetailDto>(apiClient, CLASS_PATHS.class(slug as string)),
  );
}

export function useClassAssignments(slug: string | undefined) {
  return useSWR<AssignedUnitTestDto[]>(slug ? classKeys.assigned(slug) : null, () =>
    getData<AssignedUnitTestDto[]>(apiClient, CLASS_PATHS.classAssigned(slug as string)),
  );
}

export function useClassReferences(slug: string | undefined) {
  return useSWR<ClassReferenceDto[]>(slug ? classKeys.references(slug) : null, () =>
    getData<ClassReferenceDto[]>(apiClient, CLASS_PATHS.classReferences(slug as string)),
  );
}
