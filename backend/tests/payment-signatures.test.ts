/**
 * The two gateways' signatures against their published examples.
 *
 * VNPAY: the sample payment URL of the integration guide
 * (https://sandbox.vnpayment.vn/apis/docs/huong-dan-tich-hop/). Its hash secret is not published,
 * so the test proves what can be proven from it: the string we sign for its parameters is exactly
 * the query VNPAY wrote (same order, same form encoding with "+" for spaces), the hash has
 * SHA-512's length, and our URL signs that string with HMAC-SHA512 as node:crypto computes it.
 *
 * MoMo: the raw-signature templates of the v2 documentation
 * (https://developers.momo.vn/v3/docs/payment/api/wallet/onetime), filled with the public sandbox
 * test keys.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMomoProvider } from '../src/modules/payments/providers/momo';
import { vnpayDate } from '../src/modules/payments/providers/provider';
import { createVnpayProvider } from '../src/modules/payments/providers/vnpay';
import {
  formEncode,
  momoRawSignature,
  momoResultSignature,
  vnpaySignData,
  vnpayVerify,
} from '../src/modules/payments/signing';

const VNPAY_SAMPLE =
  'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_Amount=1806000&vnp_Command=pay&vnp_CreateDate=20210801153333' +
  '&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+%3A5&vnp_OrderType=other' +
  '&vnp_ReturnUrl=https%3A%2F%2Fdomainmerchant.vn%2FReturnUrl&vnp_TmnCode=DEMOV210&vnp_TxnRef=5&vnp_Version=2.1.0' +
  '&vnp_SecureHash=3e0d61a0c0534b2e36680b3f7277743e8784cc4e1d68fa7d276e79c23be7d6318d338b477910a27992f5057bb1582bd44bd82ae8009ffaf6d141219218625c42';

const hmac = (algorithm: string, secret: string, data: string) =>
  createHmac(algorithm, secret).update(data, 'utf8').digest('hex');

describe('VNPAY 2.1.0 signature', () => {
  const query = VNPAY_SAMPLE.split('?')[1] ?? '';
  const params = Object.fromEntries(new URLSearchParams(query));

  it('signs exactly the string of the published sample URL', () => {
    const signed = query.slice(0, query.indexOf('&vnp_SecureHash='));
    expect(vnpaySignData(params)).toBe(signed);
    expect(params.vnp_SecureHash).toMatch(/^[0-9a-f]{128}$/);
  });

  it('encodes as a form: space as +, reserved characters as %XX', () => {
    expect(formEncode('Thanh toan don hang :5')).toBe('Thanh+toan+don+hang+%3A5');
    expect(formEncode("a(b)*c!~'")).toBe('a%28b%29%2Ac%21%7E%27');
    expect(formEncode('https://domainmerchant.vn/ReturnUrl')).toBe('https%3A%2F%2Fdomainmerchant.vn%2FReturnUrl');
  });

  it('refuses the sample with another merchant’s secret, and a changed amount', () => {
    expect(vnpayVerify(params, 'SOMEOTHERSECRETSOMEOTHERSECRET12')).toBe(false);
    const secret = 'TESTSECRETTESTSECRETTESTSECRET12';
    const mine = { ...params, vnp_SecureHash: hmac('sha512', secret, vnpaySignData(params)) };
    expect(vnpayVerify(mine, secret)).toBe(true);
    expect(vnpayVerify({ ...mine, vnp_Amount: '1806100' }, secret)).toBe(false);
    // 2.1.0 does not sign vnp_SecureHashType; sending one changes nothing about the hash.
    expect(vnpayVerify({ ...mine, vnp_SecureHashType: 'HmacSHA512' }, secret)).toBe(true);
  });

  it('builds a payment URL with every 2.1.0 field, GMT+7 dates, ×100 amount and an HMAC-SHA512 hash', async () => {
    const secret = 'TESTSECRETTESTSECRETTESTSECRET12';
    const provider = createVnpayProvider(
      {
        tmnCode: 'DEMOV210',
        hashSecret: secret,
        payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
        apiUrl: 'x',
      },
      async () => ({}),
    );
    const createdAt = new Date('2021-08-01T08:33:33.000Z');
    const { paymentUrl } = await provider.createPayment({
      transNo: 'EL2108010001',
      amount: 18_060,
      orderInfo: 'Thanh toan don hang EL2108010001',
      locale: 'vi',
      returnUrl: 'https://domainmerchant.vn/ReturnUrl',
      ipAddr: '127.0.0.1',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
      requestId: 'EL2108010001',
    });
    const [base, query2 = ''] = paymentUrl.split('?');
    expect(base).toBe('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html');
    const sent = Object.fromEntries(new URLSearchParams(query2));
    expect(sent).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'DEMOV210',
      vnp_Amount: '1806000',
      vnp_CurrCode: 'VND',
      vnp_Locale: 'vn',
      vnp_CreateDate: '20210801153333',
      vnp_ExpireDate: '20210801154833',
      vnp_ReturnUrl: 'https://domainmerchant.vn/ReturnUrl',
    });
    expect(sent).not.toHaveProperty('vnp_SecureHashType');
    expect(sent.vnp_SecureHash).toBe(hmac('sha512', secret, vnpaySignData(sent)));
    expect(vnpayDate(createdAt)).toBe('20210801153333');
  });
});

describe('MoMo v2 captureWallet signature', () => {
  const keys = { partnerCode: 'MOMO', accessKey: 'F8BBA842ECF85', secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz' };

  it('signs the create request as the documented a–z raw string', async () => {
    let sent: Record<string, unknown> = {};
    const provider = createMomoProvider(
      { ...keys, endpoint: 'https://test-payment.momo.vn', ipnUrl: 'https://webhook.site/ipn' },
      async (url, body) => {
        expect(url).toBe('https://test-payment.momo.vn/v2/gateway/api/create');
        sent = body;
        return { resultCode: 0, payUrl: 'https://test-payment.momo.vn/pay' };
      },
    );
    await provider.createPayment({
      transNo: 'MOMO1540456209',
      amount: 50_000,
      orderInfo: 'pay with MoMo',
      locale: 'vi',
      returnUrl: 'https://momo.vn/return',
      ipAddr: '127.0.0.1',
      createdAt: new Date(),
      expiresAt: new Date(),
      requestId: 'MOMO1540456209',
    });
    // The documented template: accessKey=$accessKey&amount=$amount&extraData=$extraData&ipnUrl=$ipnUrl
    // &orderId=$orderId&orderInfo=$orderInfo&partnerCode=$partnerCode&redirectUrl=$redirectUrl
    // &requestId=$requestId&requestType=$requestType
    const raw =
      'accessKey=F8BBA842ECF85&amount=50000&extraData=&ipnUrl=https://webhook.site/ipn&orderId=MOMO1540456209' +
      '&orderInfo=pay with MoMo&partnerCode=MOMO&redirectUrl=https://momo.vn/return&requestId=MOMO1540456209' +
      '&requestType=captureWallet';
    expect(sent.signature).toBe(hmac('sha256', keys.secretKey, raw));
    expect(sent).toMatchObject({
      requestType: 'captureWallet',
      amount: 50_000,
      lang: 'vi',
      requestId: 'MOMO1540456209',
    });
    expect(sent).not.toHaveProperty('accessKey');
  });

  it('verifies an IPN with the documented result template, and refuses a changed one', () => {
    const ipn = {
      partnerCode: 'MOMO',
      orderId: 'MOMO1540456209',
      requestId: 'MOMO1540456209',
      amount: 50_000,
      orderInfo: 'pay with MoMo',
      orderType: 'momo_wallet',
      transId: 2_547_788_547,
      resultCode: 0,
      message: 'Successful.',
      payType: 'qr',
      responseTime: 1_635_403_456_789,
      extraData: '',
    };
    const raw =
      'accessKey=F8BBA842ECF85&amount=50000&extraData=&message=Successful.&orderId=MOMO1540456209' +
      '&orderInfo=pay with MoMo&orderType=momo_wallet&partnerCode=MOMO&payType=qr&requestId=MOMO1540456209' +
      '&responseTime=1635403456789&resultCode=0&transId=2547788547';
    expect(momoRawSignature({ accessKey: keys.accessKey, ...ipn })).toBe(raw);
    const signature = hmac('sha256', keys.secretKey, raw);
    expect(momoResultSignature(ipn, keys.accessKey, keys.secretKey)).toBe(signature);
    const provider = createMomoProvider({ ...keys, endpoint: 'x', ipnUrl: 'x' }, async () => ({}));
    expect(provider.readIpn({ ...ipn, signature })).toMatchObject({
      transNo: 'MOMO1540456209',
      amount: 50_000,
      outcome: 'SUCCESS',
      resultCode: '00',
    });
    expect(provider.readIpn({ ...ipn, amount: 5_000, signature })).toBeNull();
    expect(provider.readIpn({ ...ipn, resultCode: 1006, signature })).toBeNull();
  });

  it('reads MoMo result codes: 0 success, 1000/7000/7002/9000 pending, final failures as §8 codes', () => {
    const provider = createMomoProvider({ ...keys, endpoint: 'x', ipnUrl: 'x' }, async () => ({}));
    const read = (resultCode: number) => {
      const ipn = {
        partnerCode: 'MOMO',
        orderId: 'A1',
        requestId: 'A1',
        amount: 1000,
        orderInfo: 'x',
        orderType: 'momo_wallet',
        transId: 1,
        resultCode,
        message: 'm',
        payType: 'qr',
        responseTime: 1,
        extraData: '',
      };
      return provider.readIpn({ ...ipn, signature: momoResultSignature(ipn, keys.accessKey, keys.secretKey) ?? '' });
    };
    for (const pending of [1000, 7000, 7002, 9000])
      expect(read(pending)).toMatchObject({ outcome: 'PENDING', resultCode: null });
    expect(read(1006)).toMatchObject({ outcome: 'CANCELLED', resultCode: '24' });
    expect(read(1001)).toMatchObject({ outcome: 'FAILED', resultCode: '51' });
    expect(read(1005)).toMatchObject({ outcome: 'FAILED', resultCode: '11' });
    expect(read(4242)).toMatchObject({ outcome: 'FAILED', resultCode: '99' });
  });
});
