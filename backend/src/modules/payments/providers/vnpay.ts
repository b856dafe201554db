import { randomBytes } from 'node:crypto';
import { PAYMENT_RESULT_CODES, type PaymentResultCode } from '@contract/commerce-rules';
import { vnpayPipeSign, vnpaySign, vnpayVerify } from '../signing';
import {
  type CreatePaymentInput,
  type GatewayResult,
  type GatewayTransport,
  type PaymentProvider,
  type QueryInput,
  type QueryResult,
  vnpayDate,
} from './provider';

export interface VnpayConfig {
  tmnCode: string;
  hashSecret: string;
  /** The payment page (sandbox: https://sandbox.vnpayment.vn/paymentv2/vpcpay.html). */
  payUrl: string;
  /** The merchant API for querydr (sandbox: https://sandbox.vnpayment.vn/merchant_webapi/api/transaction). */
  apiUrl: string;
}

function resultCodeOfVnpay(code: string): PaymentResultCode {
  return (PAYMENT_RESULT_CODES as readonly string[]).includes(code) ? (code as PaymentResultCode) : '99';
}

/** vnp_ResponseCode (and vnp_TransactionStatus) to an outcome: 00 paid, 24 cancelled by the payer. */
function outcomeOf(responseCode: string, transactionStatus: string | undefined): GatewayResult['outcome'] {
  if (responseCode === '00' && (transactionStatus === undefined || transactionStatus === '00')) return 'SUCCESS';
  if (responseCode === '24') return 'CANCELLED';
  return 'FAILED';
}

function readResult(params: Readonly<Record<string, string>>, secret: string): GatewayResult | null {
  if (!vnpayVerify(params, secret)) return null;
  const transNo = params.vnp_TxnRef;
  const amount = Number(params.vnp_Amount);
  const code = params.vnp_ResponseCode;
  if (!transNo || !code || !Number.isInteger(amount) || amount < 0) return null;
  const outcome = outcomeOf(code, params.vnp_TransactionStatus);
  return {
    transNo,
    // vnp_Amount is VND × 100; a fraction of a dong is never valid.
    amount: amount % 100 === 0 ? amount / 100 : Number.NaN,
    providerCode: code,
    resultCode: outcome === 'SUCCESS' ? '00' : resultCodeOfVnpay(code === '00' ? '99' : code),
    outcome,
    providerTransNo: params.vnp_TransactionNo ?? null,
  };
}

/** VNPAY 2.1.0 (pay, IPN, return, querydr). */
export function createVnpayProvider(config: VnpayConfig, transport: GatewayTransport): PaymentProvider {
  return {
    name: 'VNPAY',

    async createPayment(input: CreatePaymentInput) {
      const params: Record<string, string> = {
        vnp_Version: '2.1.0',
        vnp_Command: 'pay',
        vnp_TmnCode: config.tmnCode,
        vnp_Amount: String(input.amount * 100),
        vnp_CurrCode: 'VND',
        vnp_TxnRef: input.transNo,
        vnp_OrderInfo: input.orderInfo,
        vnp_OrderType: '190000',
        vnp_Locale: input.locale === 'en' ? 'en' : 'vn',
        vnp_ReturnUrl: input.returnUrl,
        vnp_IpAddr: input.ipAddr,
        vnp_CreateDate: vnpayDate(input.createdAt),
        vnp_ExpireDate: vnpayDate(input.expiresAt),
      };
      const query = new URLSearchParams({ ...params, vnp_SecureHash: vnpaySign(params, config.hashSecret) });
      return { paymentUrl: `${config.payUrl}?${query.toString()}` };
    },

    readReturn: (params) => readResult(params, config.hashSecret),

    readIpn(payload) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(payload)) if (typeof value === 'string') params[key] = value;
      return readResult(params, config.hashSecret);
    },

    async query(input: QueryInput): Promise<QueryResult> {
      const request = {
        vnp_RequestId: randomBytes(16).toString('hex'),
        vnp_Version: '2.1.0',
        vnp_Command: 'querydr',
        vnp_TmnCode: config.tmnCode,
        vnp_TxnRef: input.transNo,
        vnp_OrderInfo: `Query ${input.transNo}`,
        vnp_TransactionDate: vnpayDate(input.createdAt),
        vnp_CreateDate: vnpayDate(input.now),
        vnp_IpAddr: input.ipAddr,
      };
      const hash = vnpayPipeSign(
        [
          request.vnp_RequestId,
          request.vnp_Version,
          request.vnp_Command,
          request.vnp_TmnCode,
          request.vnp_TxnRef,
          request.vnp_TransactionDate,
          request.vnp_CreateDate,
          request.vnp_IpAddr,
          request.vnp_OrderInfo,
        ],
        config.hashSecret,
      );
      const answer = await transport(config.apiUrl, { ...request, vnp_SecureHash: hash });
      const field = (name: string) => (typeof answer[name] === 'string' ? (answer[name] as string) : '');
      const expected = vnpayPipeSign(
        [
          'vnp_ResponseId',
          'vnp_Command',
          'vnp_ResponseCode',
          'vnp_Message',
          'vnp_TmnCode',
          'vnp_TxnRef',
          'vnp_Amount',
          'vnp_BankCode',
          'vnp_PayDate',
          'vnp_TransactionNo',
          'vnp_TransactionType',
          'vnp_TransactionStatus',
          'vnp_OrderInfo',
          'vnp_PromotionCode',
          'vnp_PromotionAmount',
        ].map(field),
        config.hashSecret,
      );
      if (field('vnp_SecureHash').toLowerCase() !== expected)
        throw new Error('VNPAY querydr answer has a bad checksum');
      if (field('vnp_ResponseCode') === '91') return { outcome: 'NOT_FOUND' };
      if (field('vnp_ResponseCode') !== '00') throw new Error(`VNPAY querydr failed: ${field('vnp_ResponseCode')}`);
      const status = field('vnp_TransactionStatus');
      const amount = Number(field('vnp_Amount')) / 100;
      const base = { transNo: input.transNo, amount, providerTransNo: field('vnp_TransactionNo') || null };
      // 01: not completed yet (the payer is still on the page).
      if (status === '01') return { ...base, providerCode: status, resultCode: null, outcome: 'PENDING' };
      if (status === '00') return { ...base, providerCode: '00', resultCode: '00', outcome: 'SUCCESS' };
      // 02 failed, 04 reversed, 07 held as suspicious, …: querydr does not say why; 99.
      return { ...base, providerCode: status, resultCode: '99', outcome: 'FAILED' };
    },
  };
}
