/**
 * The local gateway's payment page: plain, self-contained HTML (no scripts), in Vietnamese or
 * English. Every value put into it is escaped.
 */

import {
  escapeHtml,
  hiddenInputs,
  renderProviderError,
  renderProviderPage,
  type PageLang,
} from '../../lib/provider-page';

type Lang = PageLang;

export interface GatewayOption {
  value: string;
  label: Record<Lang, string>;
}

const TEXT = {
  vi: {
    amount: 'Số tiền',
    order: 'Đơn hàng',
    info: 'Nội dung',
    merchant: 'Đơn vị nhận',
    expires: 'Hết hạn lúc',
    outcome: 'Kết quả mô phỏng',
    ipn: 'Gửi thông báo IPN cho người bán (bỏ chọn để mô phỏng mất kết nối)',
    pay: 'Thanh toán',
    note: 'Cổng thanh toán mô phỏng dùng cho phát triển và kiểm thử. Không có khoản tiền thật nào bị trừ.',
    code: 'Mã',
    expired: 'Giao dịch đã quá thời gian chờ thanh toán: kết quả sẽ là mã 11.',
  },
  en: {
    amount: 'Amount',
    order: 'Order',
    info: 'Description',
    merchant: 'Merchant',
    expires: 'Expires at',
    outcome: 'Simulated outcome',
    ipn: 'Send the IPN to the merchant (untick to simulate a lost connection)',
    pay: 'Pay',
    note: 'A simulated payment gateway for development and testing. No real money is charged.',
    code: 'Code',
    expired: 'The payment window has passed: the outcome will be code 11.',
  },
} as const;

export interface GatewayPageInput {
  lang: Lang;
  brand: 'VNPAY' | 'MoMo';
  action: string;
  amount: number;
  transNo: string;
  orderInfo: string;
  merchant: string;
  expiresAt: string | null;
  expired: boolean;
  sourceLabel: Record<Lang, string>;
  sources: readonly GatewayOption[];
  outcomes: readonly GatewayOption[];
  hidden: Record<string, string>;
}

export function renderGatewayPage(input: GatewayPageInput): string {
  const t = TEXT[input.lang];
  // Đồng are grouped the Vietnamese way in both languages (132.000 ₫), as on the web app.
  const money = new Intl.NumberFormat('vi-VN').format(input.amount);
  const accent = input.brand === 'MoMo' ? '#a50064' : '#005baa';
  const sources = input.sources
    .map((option) => `<option value="${escapeHtml(option.value)}">${escapeHtml(option.label[input.lang])}</option>`)
    .join('');
  const outcomes = input.outcomes
    .map(
      (option, index) => `
        <label class="outcome">
          <input type="radio" name="outcome" value="${escapeHtml(option.value)}" data-testid="gateway-outcome-${escapeHtml(option.value)}"${index === 0 ? ' checked' : ''}>
          <span>${escapeHtml(option.label[input.lang])} <small>(${t.code} ${escapeHtml(option.value)})</small></span>
        </label>`,
    )
    .join('');
  return renderProviderPage({
    lang: input.lang,
    title: `${escapeHtml(input.brand)} – ${t.pay} ${escapeHtml(input.transNo)}`,
    brand: input.brand,
    accent,
    background: '#f3f5f9',
    width: 640,
    css: `
  dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0}
  dt{color:#5b6675}
  dd{margin:0;font-weight:600;word-break:break-word}
  .amount{font-size:28px;color:${accent}}
  label{display:block;font-weight:600;margin:16px 0 8px}
  select{width:100%;padding:10px;border:1px solid #b8c0cc;border-radius:8px;font:inherit;background:#fff}
  fieldset{border:1px solid #d5dae1;border-radius:8px;padding:8px 16px;margin:16px 0}
  legend{font-weight:600;padding:0 4px}
  .outcome{display:flex;gap:10px;align-items:flex-start;font-weight:400;margin:8px 0;cursor:pointer}
  .outcome input{margin-top:5px}
  .check{display:flex;gap:10px;font-weight:400}
  button{width:100%;padding:14px;border:0;border-radius:8px;background:${accent};color:#fff;font:inherit;font-weight:700;cursor:pointer;margin-top:16px}
  .warn{background:#fff4e5;border:1px solid #f5a623;border-radius:8px;padding:8px 12px}`,
    body: `
  <section class="card" aria-label="${t.order}">
    <dl>
      <dt>${t.amount}</dt><dd class="amount">${money} ₫</dd>
      <dt>${t.order}</dt><dd>${escapeHtml(input.transNo)}</dd>
      <dt>${t.info}</dt><dd>${escapeHtml(input.orderInfo)}</dd>
      <dt>${t.merchant}</dt><dd>${escapeHtml(input.merchant)}</dd>
      ${input.expiresAt ? `<dt>${t.expires}</dt><dd>${escapeHtml(input.expiresAt)}</dd>` : ''}
    </dl>
  </section>
  <form class="card" method="post" action="${escapeHtml(input.action)}">
    ${hiddenInputs(input.hidden)}
    ${input.expired ? `<p class="warn" role="status">${t.expired}</p>` : ''}
    <label for="gateway-source">${escapeHtml(input.sourceLabel[input.lang])}</label>
    <select id="gateway-source" name="source" data-testid="gateway-bank">${sources}</select>
    <fieldset>
      <legend>${t.outcome}</legend>
      ${outcomes}
    </fieldset>
    <label class="check"><input type="checkbox" name="ipn" value="1" checked data-testid="gateway-ipn"> ${t.ipn}</label>
    <button type="submit" data-testid="gateway-submit">${t.pay}</button>
  </form>
  <p class="note">${t.note}</p>`,
  });
}

export function renderGatewayError(lang: Lang, message: Record<Lang, string>): string {
  return renderProviderError(lang, message, 560);
}
