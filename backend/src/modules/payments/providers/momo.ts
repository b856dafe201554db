import type { PaymentResultCode } from '@contract/commerce-rules';
import { momoResultSignature, momoSign, sameHex } from '../signing';
import type {
  CreatePaymentInput,
  GatewayResult,
  GatewayTransport,
  PaymentProvider,
  QueryInput,
  QueryResult,
} from './provider';

export interface MomoConfig {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** API base (sandbox: https://test-payment.momo.vn); create is POST {endpoint}/v2/gateway/api/create. */
  endpoint: string;
  /** Where MoMo posts the IPN. */
  ipnUrl: string;
}

/** resultCode values that mean "not settled yet" (MoMo v2). */
const PENDING = new Set([1000, 7000, 7002, 9000]);

/** MoMo's final failure codes, read as the nearest payment result code of spec §8. */
const FAILURE_CODES: Record<number, PaymentResultCode> = {
  10: '75', // system under maintenance
  1001: '51', // insufficient balance
  1002: '12', // rejected by the issuer
  1003: '24', // cancelled
  1004: '65', // over the payment limit
  1005: '11', // payment URL or QR expired
  1006: '24', // the payer declined
  1007: '12', // account inactive
  1017: '24', // cancelled by the merchant
  4001: '12', // account restricted
  4100: '79', // the payer failed to sign in
};

function resultOfMomoCode(resultCode: number): Pick<GatewayResult, 'resultCode' | 'outcome'> {
  if (resultCode === 0) return { resultCode: '00', outcome: 'SUCCESS' };
  if (PENDING.has(resultCode)) return { resultCode: null, outcome: 'PENDING' };
  const code = FAILURE_CODES[resultCode] ?? '99';
  return { resultCode: code, outcome: code === '24' ? 'CANCELLED' : 'FAILED' };
}

/** MoMo v2 captureWallet (create, IPN, redirect, query). */
export function createMomoProvider(config: MomoConfig, transport: GatewayTransport): PaymentProvider {
  function read(payload: Readonly<Record<string, unknown>>): GatewayResult | null {
    const signature = payload.signature;
    if (typeof signature !== 'string' || payload.partnerCode !== config.partnerCode) return null;
    const expected = momoResultSignature(payload, config.accessKey, config.secretKey);
    if (expected === null || !sameHex(expected, signature)) return null;
    const resultCode = Number(payload.resultCode);
    const amount = Number(payload.amount);
    if (!Number.isInteger(resultCode) || !Number.isInteger(amount) || typeof payload.orderId !== 'string') return null;
    return {
      transNo: payload.orderId,
      amount,
      providerCode: String(resultCode),
      ...resultOfMomoCode(resultCode),
      providerTransNo: payload.transId === undefined ? null : String(payload.transId),
    };
  }

  return {
    name: 'MOMO',

    async createPayment(input: CreatePaymentInput) {
      const fields = {
        accessKey: config.accessKey,
        amount: input.amount,
        extraData: '',
        ipnUrl: config.ipnUrl,
        orderId: input.transNo,
        orderInfo: input.orderInfo,
        partnerCode: config.partnerCode,
        redirectUrl: input.returnUrl,
        requestId: input.requestId,
        requestType: 'captureWallet',
      };
      const { accessKey: _accessKey, ...body } = fields;
      const answer = await transport(`${config.endpoint}/v2/gateway/api/create`, {
        ...body,
        lang: input.locale,
        signature: momoSign(fields, config.secretKey),
      });
      if (answer.resultCode !== 0 || typeof answer.payUrl !== 'string') {
        throw new Error(`MoMo create failed: ${String(answer.resultCode)} ${String(answer.message)}`);
      }
      return { paymentUrl: answer.payUrl };
    },

    readReturn: (params) => read(params),
    readIpn: (payload) => read(payload),

    async query(input: QueryInput): Promise<QueryResult> {
      const requestId = `${input.transNo}-q${input.now.getTime()}`;
      const fields = {
        accessKey: config.accessKey,
        orderId: input.transNo,
        partnerCode: config.partnerCode,
        requestId,
      };
      const answer = await transport(`${config.endpoint}/v2/gateway/api/query`, {
        partnerCode: config.partnerCode,
        requestId,
        orderId: input.transNo,
        lang: 'en',
        signature: momoSign(fields, config.secretKey),
      });
      const resultCode = Number(answer.resultCode);
      // 42: no such orderId at MoMo (the payer never reached the wallet).
      if (resultCode === 42) return { outcome: 'NOT_FOUND' };
      return {
        transNo: input.transNo,
        amount: Number(answer.amount),
        providerCode: String(resultCode),
        ...resultOfMomoCode(resultCode),
        providerTransNo: answer.transId === undefined ? null : String(answer.transId),
      };
    },
  };
}
