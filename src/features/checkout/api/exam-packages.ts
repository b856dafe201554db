/** GET /itf/exam-packages (spec §7): the exam packages of /checkout/exam. */
import type { ExamPackageDto } from '@contract/commerce';
import { commerceApi } from '@contract/client-api';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { useHasSession } from '@/lib/current-user';
import { checkoutKeys } from './keys';

export function useExamPackages() {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<ExamPackageDto[], ApiError>(
    checkoutKeys.examPackages(signedIn),
    () => call(commerceApi.examPackages),
    { revalidateOnFocus: false },
  );
  return { data, error, isLoading, mutate };
}
