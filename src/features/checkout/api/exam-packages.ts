/** GET /itf/exam-packages (spec §7): the exam packages of /checkout/exam. */
import type { ExamPackageDto } from '@contract/commerce';
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import useSWR from 'swr';
import { apiClient, getData, type ApiError } from '@/lib/api-client';
import { useHasSession } from '@/lib/current-user';
import { checkoutKeys } from './keys';

export function useExamPackages() {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<ExamPackageDto[], ApiError>(
    checkoutKeys.examPackages(signedIn),
    () => getData<ExamPackageDto[]>(apiClient, COMMERCE_PATHS.examPackages),
    { revalidateOnFocus: false },
  );
  return { packages: data, error, isLoading, mutate };
}
