import type { OrderDto, PaymentReturnData } from '@contract/commerce';
import { describe, expect, it } from 'vitest';
import { createPayment, get, PAID, payOnGateway, studentHeaders } from './commerce-fixtures';
import { createTestApp, dataOf, postJson } from './helpers';

describe('paying with the local VNPAY gateway', () => {
  it('a successful payment settles the order through the IPN and unlocks the test', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
    });
    expect(created.status).toBe('PENDING');
    const { redirect, returnParams } = await payOnGateway(app, created.paymentUrl ?? '', '00');
    expect(redirect.statusCode).toBe(303);
    const back = dataOf<PaymentReturnData>(
      await postJson(app.api, '/payment/return', { provider: 'VNPAY', params: returnParams }),
    );
    expect(back.order.status).toBe('SUCCESS');
    const detail = dataOf<{ owned: boolean; canTake: boolean }>(
      await get(app.api, `/itf/unit-tests/${PAID.FCE}`, headers),
    );
    expect(detail).toMatchObject({ owned: true, canTake: true });
    const order = dataOf<OrderDto>(await get(app.api, `/itf/orders/detail/${created.transNo}`, headers));
    expect(order).toMatchObject({ status: 'SUCCESS', resultStatus: 'SUCCESS', resultCode: '00', total: 99_000 });
  });
});
