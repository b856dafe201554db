import { randomBytes } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAYMENT_LIMITS } from '@contract/commerce-rules';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { renderGatewayError, renderGatewayPage, type GatewayOption } from './gateway-page';
import { parseVnpayDate, vnpayDate, type GatewayTransport } from './providers/provider';
import { momoResultSignature, momoSign, sameHex, vnpayPipeSign, vnpaySign, vnpayVerify } from './signing';

/**
 * The local payment gateway (decision 0014): VNPAY's payment page and querydr, MoMo's create,
 * payment page and query, emulated on the API listener with the configured credentials. The
 * payer picks a bank or wallet and an outcome; the gateway then calls the merchant's IPN server
 * to server (through the API's own router) and sends the payer back to the return URL, both
 * signed exactly as the real gateway signs them. It keeps what it saw in its own table
 * (`gateway_payments`, migration 0007), as a gateway keeps its own records, so querydr/query
 * still know a payment after an API restart.
 */

const VNPAY_OUTCOMES: readonly GatewayOption[] = [
  { value: '00', label: { vi: 'Thanh toán thành công', en: 'Payment succeeds' } },
  { value: '24', label: { vi: 'Khách hàng hủy giao dịch', en: 'The payer cancels' } },
  { value: '51', label: { vi: 'Tài khoản không đủ số dư', en: 'Insufficient funds' } },
  { value: '13', label: { vi: 'Nhập sai mật khẩu xác thực (OTP)', en: 'Wrong one-time password (OTP)' } },
  { value: '11', label: { vi: 'Hết hạn chờ thanh toán', en: 'Payment window expired' } },
  { value: '12', label: { vi: 'Thẻ/Tài khoản bị khóa', en: 'Card or account locked' } },
  { value: '65', label: { vi: 'Vượt hạn mức giao dịch trong ngày', en: 'Over the daily limit' } },
  {
    value: '79',
    label: { vi: 'Nhập sai mật khẩu thanh toán quá số lần', en: 'Wrong payment password too many times' },
  },
  { value: '09', label: { vi: 'Thẻ chưa đăng ký Internet Banking', en: 'Card not registered for internet banking' } },
  { value: '10', label: { vi: 'Xác thực thông tin thẻ sai quá 3 lần', en: 'Card details wrong 3 times' } },
  { value: '75', label: { vi: 'Ngân hàng đang bảo trì', en: 'The bank is under maintenance' } },
  {
    value: '07',
    label: { vi: 'Trừ tiền thành công, giao dịch bị nghi ngờ', en: 'Charged, but flagged as suspicious' },
  },
];

const VNPAY_BANKS: readonly GatewayOption[] = [
  { value: 'NCB', label: { vi: 'Ngân hàng NCB', en: 'NCB' } },
  { value: 'VCB', label: { vi: 'Vietcombank', en: 'Vietcombank' } },
  { value: 'TCB', label: { vi: 'Techcombank', en: 'Techcombank' } },
  { value: 'BIDV', label: { vi: 'BIDV', en: 'BIDV' } },
  { value: 'MB', label: { vi: 'MB Bank', en: 'MB Bank' } },
  { value: 'VNPAYQR', label: { vi: 'Quét mã VNPAY-QR', en: 'Scan a VNPAY-QR code' } },
  { value: 'INTCARD', label: { vi: 'Thẻ quốc tế (Visa, Mastercard)', en: 'International card (Visa, Mastercard)' } },
];

const MOMO_OUTCOMES: readonly GatewayOption[] = [
  { value: '0', label: { vi: 'Thanh toán thành công', en: 'Payment succeeds' } },
  { value: '1006', label: { vi: 'Người dùng từ chối thanh toán', en: 'The payer declines' } },
  { value: '1001', label: { vi: 'Số dư ví không đủ', en: 'Insufficient wallet balance' } },
  { value: '1005', label: { vi: 'Mã thanh toán đã hết hạn', en: 'The payment code expired' } },
  { value: '1004', label: { vi: 'Vượt hạn mức thanh toán', en: 'Over the payment limit' } },
  { value: '4100', label: { vi: 'Đăng nhập ví thất bại', en: 'Wallet sign-in failed' } },
  { value: '1002', label: { vi: 'Bị nhà phát hành từ chối', en: 'Rejected by the issuer' } },
];

const MOMO_SOURCES: readonly GatewayOption[] = [
  { value: 'qr', label: { vi: 'Ví MoMo (quét mã QR)', en: 'MoMo wallet (scan the QR code)' } },
  { value: 'webApp', label: { vi: 'Ví MoMo (đăng nhập)', en: 'MoMo wallet (sign in)' } },
  { value: 'napas', label: { vi: 'Thẻ ATM nội địa', en: 'Domestic ATM card' } },
];

const MOMO_MESSAGES: Record<string, string> = {
  '0': 'Successful.',
  '1006': 'Transaction denied by user.',
  '1001': 'Transaction failed due to insufficient funds.',
  '1005': 'Transaction failed because the url or QR code expired.',
  '1004': 'Transaction failed because the payment limit was exceeded.',
  '4100': 'The transaction failed because the user failed to log in.',
  '1002': 'Transaction rejected by the issuers of the payment methods.',
};

interface VnpayRecord {
  amount: string;
  orderInfo: string;
  createDate: string;
  bankCode: string;
  payDate: string;
  responseCode: string;
  transactionNo: string;
}

interface MomoCreate {
  token: string;
  partnerCode: string;
  requestId: string;
  orderId: string;
  amount: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  extraData: string;
  lang: 'vi' | 'en';
  createdAt: string;
  answer: Record<string, unknown>;
  result: MomoResult | null;
}

interface MomoResult {
  resultCode: number;
  transId: number;
  payType: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The gateway's records, in its own table: a VNPAY payment by vnp_TxnRef, a MoMo one by orderId. */
function createGatewayRecords(db: Database, clock: Clock) {
  const momoOf = (row: { data_json: string; result_json: string | null } | undefined): MomoCreate | undefined =>
    row
      ? {
          ...(JSON.parse(row.data_json) as Omit<MomoCreate, 'result'>),
          result: row.result_json ? (JSON.parse(row.result_json) as MomoResult) : null,
        }
      : undefined;
  const momoWhere = (column: 'token' | 'ref' | 'request_id', value: string) =>
    db
      .selectFrom('gateway_payments')
      .select(['data_json', 'result_json'])
      .where('provider', '=', 'MOMO')
      .where(column, '=', value)
      .executeTakeFirst()
      .then(momoOf);

  return {
    async vnpay(txnRef: string): Promise<VnpayRecord | undefined> {
      const row = await db
        .selectFrom('gateway_payments')
        .select('data_json')
        .where('provider', '=', 'VNPAY')
        .where('ref', '=', txnRef)
        .executeTakeFirst();
      return row ? (JSON.parse(row.data_json) as VnpayRecord) : undefined;
    },
    /** The payment's outcome; paying the same page again replaces it, as the real gateway's record would. */
    async saveVnpay(txnRef: string, record: VnpayRecord): Promise<void> {
      const at = clock.now().toISOString();
      const data_json = JSON.stringify(record);
      await db
        .insertInto('gateway_payments')
        .values({ provider: 'VNPAY', ref: txnRef, data_json, created_at: at, updated_at: at })
        .onConflict((oc) => oc.columns(['provider', 'ref']).doUpdateSet({ data_json, updated_at: at }))
        .execute();
    },
    momoByToken: (token: string) => momoWhere('token', token),
    momoByOrder: (orderId: string) => momoWhere('ref', orderId),
    momoByRequest: (requestId: string) => momoWhere('request_id', requestId),
    /** False when the orderId, token or requestId is taken already. */
    async addMomo(entry: MomoCreate): Promise<boolean> {
      const { result: _result, ...data } = entry;
      const at = clock.now().toISOString();
      const inserted = await db
        .insertInto('gateway_payments')
        .values({
          provider: 'MOMO',
          ref: entry.orderId,
          token: entry.token,
          request_id: entry.requestId,
          data_json: JSON.stringify(data),
          result_json: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    /** Records how a MoMo payment ended, once: the first choice on its page stands. */
    async settleMomo(orderId: string, result: MomoResult): Promise<void> {
      await db
        .updateTable('gateway_payments')
        .set({ result_json: JSON.stringify(result), updated_at: clock.now().toISOString() })
        .where('provider', '=', 'MOMO')
        .where('ref', '=', orderId)
        .where('result_json', 'is', null)
        .execute();
    },
  };
}

export function createLocalGateway(config: PaymentsConfig, clock: Clock, db: Database) {
  const records = createGatewayRecords(db, clock);
  let sequence = 14_000_000;

  async function vnpayQuerydr(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const fields = [
      'vnp_RequestId',
      'vnp_Version',
      'vnp_Command',
      'vnp_TmnCode',
      'vnp_TxnRef',
      'vnp_TransactionDate',
      'vnp_CreateDate',
      'vnp_IpAddr',
      'vnp_OrderInfo',
    ].map((name) => text(body[name]));
    const txnRef = text(body.vnp_TxnRef);
    const record = await records.vnpay(txnRef);
    const valid = sameHex(vnpayPipeSign(fields, config.vnpay.hashSecret), text(body.vnp_SecureHash));
    const answer: Record<string, string> = {
      vnp_ResponseId: randomBytes(16).toString('hex'),
      vnp_Command: 'querydr',
      vnp_ResponseCode: !valid ? '97' : record ? '00' : '91',
      vnp_Message: !valid ? 'Invalid checksum' : record ? 'QueryDR Success' : 'Transaction not found',
      vnp_TmnCode: config.vnpay.tmnCode,
      vnp_TxnRef: txnRef,
      vnp_Amount: record?.amount ?? '',
      vnp_BankCode: record?.bankCode ?? '',
      vnp_PayDate: record?.payDate ?? '',
      vnp_TransactionNo: record?.transactionNo ?? '',
      vnp_TransactionType: '01',
      vnp_TransactionStatus: record ? (record.responseCode === '00' ? '00' : '02') : '',
      vnp_OrderInfo: record?.orderInfo ?? '',
      vnp_PromotionCode: '',
      vnp_PromotionAmount: '',
    };
    answer.vnp_SecureHash = vnpayPipeSign(
      [
        answer.vnp_ResponseId,
        answer.vnp_Command,
        answer.vnp_ResponseCode,
        answer.vnp_Message,
        answer.vnp_TmnCode,
        answer.vnp_TxnRef,
        answer.vnp_Amount,
        answer.vnp_BankCode,
        answer.vnp_PayDate,
        answer.vnp_TransactionNo,
        answer.vnp_TransactionType,
        answer.vnp_TransactionStatus,
        answer.vnp_OrderInfo,
        answer.vnp_PromotionCode,
        answer.vnp_PromotionAmount,
      ].map((value) => value ?? ''),
      config.vnpay.hashSecret,
    );
    return answer;
  }

  function momoAnswerSigned(fields: Record<string, string | number>): string {
    return momoSign({ accessKey: config.momo.accessKey, ...fields }, config.momo.secretKey);
  }

  async function momoCreate(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const requestId = text(body.requestId);
    const orderId = text(body.orderId);
    const amount = Number(body.amount);
    const base = {
      partnerCode: text(body.partnerCode),
      requestId,
      orderId,
      amount,
      responseTime: clock.now().getTime(),
    };
    const fail = (resultCode: number, message: string) => ({ ...base, resultCode, message });
    const expected = momoSign(
      {
        accessKey: config.momo.accessKey,
        amount: String(body.amount),
        extraData: text(body.extraData),
        ipnUrl: text(body.ipnUrl),
        orderId,
        orderInfo: text(body.orderInfo),
        partnerCode: text(body.partnerCode),
        redirectUrl: text(body.redirectUrl),
        requestId,
        requestType: text(body.requestType),
      },
      config.momo.secretKey,
    );
    if (body.partnerCode !== config.momo.partnerCode || !sameHex(expected, text(body.signature))) {
      return fail(13, 'Merchant authentication failed.');
    }
    // requestId is the idempotency key: the same request answers the same.
    const previous = await records.momoByRequest(requestId);
    if (previous) return previous.answer;
    if (body.requestType !== 'captureWallet') return fail(20, 'Bad format request.');
    if (!Number.isInteger(amount) || amount < PAYMENT_LIMITS.MOMO_MIN || amount > PAYMENT_LIMITS.MOMO_MAX) {
      return fail(22, 'Transaction amount is out of range.');
    }
    if (!/^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/.test(orderId)) return fail(42, 'Invalid orderId.');
    if (await records.momoByOrder(orderId)) return fail(41, 'Duplicate orderId.');
    const token = randomBytes(12).toString('hex');
    const payUrl = `${config.momo.endpoint}/pay?t=${token}`;
    const answer = { ...base, resultCode: 0, message: 'Successful.', payUrl };
    const entry: MomoCreate = {
      token,
      partnerCode: text(body.partnerCode),
      requestId,
      orderId,
      amount,
      orderInfo: text(body.orderInfo),
      redirectUrl: text(body.redirectUrl),
      ipnUrl: text(body.ipnUrl),
      extraData: text(body.extraData),
      lang: body.lang === 'en' ? 'en' : 'vi',
      createdAt: clock.now().toISOString(),
      answer: {
        ...answer,
        signature: momoAnswerSigned({
          amount,
          message: answer.message,
          orderId,
          partnerCode: answer.partnerCode,
          payUrl,
          requestId,
          responseTime: answer.responseTime,
          resultCode: 0,
        }),
      },
      result: null,
    };
    if (!(await records.addMomo(entry))) return fail(41, 'Duplicate orderId.');
    return entry.answer;
  }

  function momoResult(entry: MomoCreate): Record<string, string | number> {
    const resultCode = entry.result?.resultCode ?? 1000;
    return {
      partnerCode: entry.partnerCode,
      orderId: entry.orderId,
      requestId: entry.requestId,
      amount: entry.amount,
      orderInfo: entry.orderInfo,
      orderType: 'momo_wallet',
      transId: entry.result?.transId ?? 0,
      resultCode,
      message: MOMO_MESSAGES[String(resultCode)] ?? 'Transaction is initiated, waiting for user confirmation.',
      payType: entry.result?.payType ?? '',
      responseTime: clock.now().getTime(),
      extraData: entry.extraData,
    };
  }

  async function momoQuery(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const orderId = text(body.orderId);
    const expected = momoSign(
      {
        accessKey: config.momo.accessKey,
        orderId,
        partnerCode: text(body.partnerCode),
        requestId: text(body.requestId),
      },
      config.momo.secretKey,
    );
    if (!sameHex(expected, text(body.signature))) return { resultCode: 13, message: 'Merchant authentication failed.' };
    const entry = await records.momoByOrder(orderId);
    if (!entry) return { partnerCode: text(body.partnerCode), orderId, resultCode: 42, message: 'Invalid orderId.' };
    const result = momoResult(entry);
    return { ...result, signature: momoResultSignature(result, config.momo.accessKey, config.momo.secretKey) };
  }

  /** Server-to-server calls of the providers, answered in-process. */
  const transport: GatewayTransport = async (url, body) => {
    if (url === config.vnpay.apiUrl) return vnpayQuerydr(body);
    if (url === `${config.momo.endpoint}/v2/gateway/api/create`) return momoCreate(body);
    if (url === `${config.momo.endpoint}/v2/gateway/api/query`) return momoQuery(body);
    throw new Error(`The local gateway does not answer ${url}`);
  };

  function pathOf(url: string): string {
    return new URL(url).pathname;
  }

  function html(reply: FastifyReply, status: number, body: string) {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  }

  /** The gateway's pages, on the main API listener. */
  async function routes(app: FastifyInstance): Promise<void> {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      const parsed = parseQuery(String(body));
      const flat: Record<string, string> = {};
      for (const [key, value] of Object.entries(parsed))
        flat[key] = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
      done(null, flat);
    });

    const vnpayPath = pathOf(config.vnpay.payUrl);
    const momoPayPath = `${pathOf(config.momo.endpoint)}/pay`;
    const hide = { schema: { hide: true } };

    /**
     * The merchant closed this order (cancelled or expired it): the page refuses to take money
     * for it, as a gateway with a cancel call would (decision 0032). A page paid anyway, on a
     * gateway without one, ends in a grant or a refund.
     */
    const closedByMerchant = async (transNo: string): Promise<boolean> => {
      const order = await db.selectFrom('orders').select('status').where('trans_no', '=', transNo).executeTakeFirst();
      return order?.status === 'CANCELLED' || order?.status === 'EXPIRED';
    };
    const closedPage = (reply: FastifyReply, lang: 'vi' | 'en') =>
      html(
        reply,
        410,
        renderGatewayError(lang, {
          vi: 'Đơn hàng đã bị hủy hoặc hết hạn, không thể thanh toán',
          en: 'This order was cancelled or has expired and can no longer be paid',
        }),
      );

    const readVnpay = (params: Record<string, string>) => {
      const lang = params.vnp_Locale === 'en' ? 'en' : 'vi';
      const ok =
        vnpayVerify(params, config.vnpay.hashSecret) &&
        params.vnp_TmnCode === config.vnpay.tmnCode &&
        params.vnp_Version === '2.1.0' &&
        params.vnp_Command === 'pay' &&
        /^\d+00$/.test(params.vnp_Amount ?? '') &&
        !('vnp_SecureHashType' in params);
      return { lang, ok } as const;
    };

    app.get(vnpayPath, hide, async (request, reply) => {
      const params = request.query as Record<string, string>;
      const { lang, ok } = readVnpay(params);
      if (!ok)
        return html(
          reply,
          400,
          renderGatewayError(lang, {
            vi: 'Sai chữ ký hoặc tham số thanh toán',
            en: 'Invalid signature or payment parameters',
          }),
        );
      if (await closedByMerchant(params.vnp_TxnRef ?? '')) return closedPage(reply, lang);
      const expire = parseVnpayDate(params.vnp_ExpireDate ?? '');
      return html(
        reply,
        200,
        renderGatewayPage({
          lang,
          brand: 'VNPAY',
          action: vnpayPath,
          amount: Number(params.vnp_Amount) / 100,
          transNo: params.vnp_TxnRef ?? '',
          orderInfo: params.vnp_OrderInfo ?? '',
          merchant: config.vnpay.tmnCode,
          expiresAt: expire
            ? `${vnpayDate(expire).replace(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})\d{2}$/, '$3/$2/$1 $4:$5')} (GMT+7)`
            : null,
          expired: expire !== null && expire.getTime() < clock.now().getTime(),
          sourceLabel: { vi: 'Ngân hàng', en: 'Bank' },
          sources: VNPAY_BANKS,
          outcomes: VNPAY_OUTCOMES,
          hidden: Object.fromEntries(Object.entries(params).filter(([key]) => key.startsWith('vnp_'))),
        }),
      );
    });

    app.post(vnpayPath, hide, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const params = Object.fromEntries(Object.entries(form).filter(([key]) => key.startsWith('vnp_')));
      const { lang, ok } = readVnpay(params);
      if (!ok)
        return html(
          reply,
          400,
          renderGatewayError(lang, {
            vi: 'Sai chữ ký hoặc tham số thanh toán',
            en: 'Invalid signature or payment parameters',
          }),
        );
      if (await closedByMerchant(params.vnp_TxnRef ?? '')) return closedPage(reply, lang);
      const expire = parseVnpayDate(params.vnp_ExpireDate ?? '');
      const chosen = VNPAY_OUTCOMES.some((o) => o.value === form.outcome) ? (form.outcome ?? '00') : '00';
      const code = expire !== null && expire.getTime() < clock.now().getTime() ? '11' : chosen;
      const bank = VNPAY_BANKS.some((b) => b.value === form.source) ? (form.source ?? 'NCB') : 'NCB';
      sequence += 1;
      const record: VnpayRecord = {
        amount: params.vnp_Amount ?? '0',
        orderInfo: params.vnp_OrderInfo ?? '',
        createDate: params.vnp_CreateDate ?? '',
        bankCode: bank,
        payDate: vnpayDate(clock.now()),
        responseCode: code,
        transactionNo: code === '24' ? '0' : String(sequence),
      };
      const txnRef = params.vnp_TxnRef ?? '';
      await records.saveVnpay(txnRef, record);
      const result: Record<string, string> = {
        vnp_Amount: record.amount,
        vnp_BankCode: bank,
        vnp_CardType: bank === 'INTCARD' ? 'CREDIT' : bank === 'VNPAYQR' ? 'QRCODE' : 'ATM',
        vnp_OrderInfo: record.orderInfo,
        vnp_PayDate: record.payDate,
        vnp_ResponseCode: code,
        vnp_TmnCode: config.vnpay.tmnCode,
        vnp_TransactionNo: record.transactionNo,
        vnp_TransactionStatus: code === '00' ? '00' : '02',
        vnp_TxnRef: txnRef,
      };
      if (code !== '24') result.vnp_BankTranNo = `VNP${record.transactionNo}`;
      const signed = new URLSearchParams({
        ...result,
        vnp_SecureHash: vnpaySign(result, config.vnpay.hashSecret),
      }).toString();
      if (form.ipn === '1') await app.inject({ method: 'GET', url: `${'/payment/vnpay/ipn'}?${signed}` });
      const back = new URL(params.vnp_ReturnUrl ?? '');
      return reply.code(303).header('location', `${back.origin}${back.pathname}?${signed}`).send();
    });

    app.get(momoPayPath, hide, async (request, reply) => {
      const entry = await records.momoByToken(String((request.query as Record<string, unknown>).t ?? ''));
      if (!entry)
        return html(
          reply,
          404,
          renderGatewayError('vi', { vi: 'Không tìm thấy giao dịch', en: 'No such transaction' }),
        );
      if (await closedByMerchant(entry.orderId)) return closedPage(reply, entry.lang);
      return html(
        reply,
        200,
        renderGatewayPage({
          lang: entry.lang,
          brand: 'MoMo',
          action: momoPayPath,
          amount: entry.amount,
          transNo: entry.orderId,
          orderInfo: entry.orderInfo,
          merchant: entry.partnerCode,
          expiresAt: null,
          expired: false,
          sourceLabel: { vi: 'Hình thức', en: 'Pay with' },
          sources: MOMO_SOURCES,
          outcomes: MOMO_OUTCOMES,
          hidden: { t: entry.token },
        }),
      );
    });

    app.post(momoPayPath, hide, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const found = await records.momoByToken(form.t ?? '');
      if (!found)
        return html(
          reply,
          404,
          renderGatewayError('vi', { vi: 'Không tìm thấy giao dịch', en: 'No such transaction' }),
        );
      if (!found.result && (await closedByMerchant(found.orderId))) return closedPage(reply, found.lang);
      if (!found.result) {
        const resultCode = MOMO_OUTCOMES.some((o) => o.value === form.outcome) ? Number(form.outcome) : 0;
        sequence += 1;
        await records.settleMomo(found.orderId, {
          resultCode,
          transId: 4_000_000_000 + sequence,
          payType: form.source === 'napas' ? 'napas' : form.source === 'webApp' ? 'webApp' : 'qr',
        });
      }
      // The stored record: a concurrent submit may have settled it first.
      const entry = (await records.momoByToken(found.token)) ?? found;
      const result = momoResult(entry);
      const signature = momoResultSignature(result, config.momo.accessKey, config.momo.secretKey) ?? '';
      if (form.ipn === '1') {
        await app.inject({
          method: 'POST',
          url: pathOf(entry.ipnUrl),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ ...result, signature }),
        });
      }
      const query = new URLSearchParams(
        Object.fromEntries([...Object.entries(result).map(([k, v]) => [k, String(v)]), ['signature', signature]]),
      );
      return reply
        .code(303)
        .header('location', `${entry.redirectUrl.split('?')[0] ?? ''}?${query.toString()}`)
        .send();
    });
  }

  return { transport, routes };
}

export type LocalGateway = ReturnType<typeof createLocalGateway>;
