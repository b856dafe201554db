/**
 * Checkout calls (spec §7): the server's price of a purchase (POST /itf/checkout/quote), a
 * voucher checked against it (POST /itf/voucher/validate), the order and its gateway URL
 * (POST /payment/create), and the exam packages of /checkout/exam. Every amount comes from
 * these answers; the web app never computes one.
 */
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import type {
  BreakdownDto,
  ExamPackageDto,
  PaymentCreateData,
  PaymentCreateRequest,
  PurchaseDto,
} from '@contract/commerce';
import useSWR from 'swr';
import { apiClient, getData, postData, type ApiError } from '@/lib/api-client';
import { useHasSession } from '@/lib/current-user';

const checkoutKeys = {
  quote: (purchase: PurchaseDto) => [COMMERCE_PATHS.quote, purchase.type, purchase.id ?? 0] as const,
  examPackages: () => COMMERCE_PATHS.examPackages,
} as const;

function getQuote(purchase: PurchaseDto): Promise<BreakdownDto> {
  return postData<BreakdownDto>(apiClient, COMMERCE_PATHS.quote, { purchase });
}

export function validateVoucher(voucherCode: string, purchase: PurchaseDto): Promise<BreakdownDto> {
  return postData<BreakdownDto>(apiClient, COMMERCE_PATHS.voucherValidate, { voucherCode, purchase });
}

export function createPayment(body: PaymentCreateRequest): Promise<PaymentCreateData> {
  return postData<PaymentCreateData>(apiClient, COMMERCE_PATHS.paymentCreate, body);
}

/**
 * The price of a purchase without a voucher; null asks nothing. A CART purchase is priced only
 * for a signed-in user (a guest's cart is priced by the cart preview instead). The signed-in
 * state is part of the key: what the caller owns changes the lines.
 */
export function useQuote(purchase: PurchaseDto | null) {
  const signedIn = useHasSession();
  const enabled = purchase !== null && (signedIn || purchase.type !== 'CART');
  const { data, error, isLoading, mutate } = useSWR<BreakdownDto, ApiError>(
    enabled ? [...checkoutKeys.quote(purchase), signedIn] : null,
    () => getQuote(purchase as PurchaseDto),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { quote: data, error, isLoading, mutate };
}

export function useExamPackages() {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<ExamPackageDto[], ApiError>(
    [checkoutKeys.examPackages(), signedIn],
    () => getData<ExamPackageDto[]>(apiClient, COMMERCE_PATHS.examPackages),
    { revalidateOnFocus: false },
  );
  return { packages: data, error, isLoading, mutate };
}
