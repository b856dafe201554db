/**
 * The local provider's linking page: plain, self-contained HTML (no scripts), in Vietnamese or
 * English, styled after Zalo's own. Every value put into it is escaped.
 */

import {
  escapeHtml,
  hiddenInputs,
  renderProviderError,
  renderProviderPage,
  type PageLang,
} from '../../lib/provider-page';

export type ConsentLang = PageLang;

const TEXT = {
  vi: {
    title: 'Liên kết với Zalo Official Account',
    asks: 'muốn liên kết tài khoản của bạn với Zalo Official Account để gửi thông báo qua Zalo.',
    grants: 'Ứng dụng sẽ nhận: tên hiển thị và mã người dùng Zalo của bạn.',
    phone: 'Số điện thoại Zalo',
    name: 'Tên hiển thị trên Zalo',
    allow: 'Đồng ý liên kết',
    deny: 'Từ chối',
    note: 'Trang Zalo mô phỏng dùng cho phát triển và kiểm thử. Không có tài khoản Zalo thật nào được dùng.',
  },
  en: {
    title: 'Link with the Zalo Official Account',
    asks: 'would like to link your account with its Zalo Official Account to send you notices on Zalo.',
    grants: 'The app will receive: your Zalo display name and user id.',
    phone: 'Zalo phone number',
    name: 'Display name on Zalo',
    allow: 'Allow linking',
    deny: 'Decline',
    note: 'A simulated Zalo page for development and testing. No real Zalo account is used.',
  },
} as const;

export interface ConsentPageInput {
  lang: ConsentLang;
  action: string;
  appName: string;
  hidden: Record<string, string>;
}

export function renderConsentPage(input: ConsentPageInput): string {
  const t = TEXT[input.lang];
  return renderProviderPage({
    lang: input.lang,
    title: `Zalo – ${t.title}`,
    brand: 'Zalo',
    accent: '#0068ff',
    background: '#f1f4f8',
    width: 480,
    css: `
  h1{font-size:20px;margin:0 0 12px}
  p{margin:0 0 12px}
  label{display:block;font-weight:600;margin:16px 0 6px}
  input[type=text],input[type=tel]{width:100%;padding:10px 12px;border:1px solid #b8c0cc;border-radius:8px;font:inherit}
  .actions{display:flex;gap:12px;margin-top:20px;flex-wrap:wrap}
  button{flex:1 1 160px;padding:12px;border-radius:8px;font:inherit;font-weight:700;cursor:pointer}
  .allow{background:#0068ff;color:#fff;border:1px solid #0068ff}
  .deny{background:#fff;color:#1c2430;border:1px solid #b8c0cc}
  .muted{color:#5b6675;font-size:14px}`,
    body: `
  <form class="card" method="post" action="${escapeHtml(input.action)}">
    <h1>${t.title}</h1>
    <p><strong>${escapeHtml(input.appName)}</strong> ${t.asks}</p>
    <p class="muted">${t.grants}</p>
    ${hiddenInputs(input.hidden)}
    <label for="zalo-phone">${t.phone}</label>
    <input id="zalo-phone" name="phone" type="tel" inputmode="numeric" autocomplete="tel" pattern="0[0-9]{9}" maxlength="10" required data-testid="zalo-phone">
    <label for="zalo-name">${t.name}</label>
    <input id="zalo-name" name="name" type="text" autocomplete="nickname" maxlength="60" required data-testid="zalo-name">
    <div class="actions">
      <button type="submit" class="allow" name="decision" value="allow" data-testid="zalo-allow">${t.allow}</button>
      <button type="submit" class="deny" name="decision" value="deny" formnovalidate data-testid="zalo-deny">${t.deny}</button>
    </div>
  </form>
  <p class="note">${t.note}</p>`,
  });
}

export function renderConsentError(lang: ConsentLang, message: Record<ConsentLang, string>): string {
  return renderProviderError(lang, message, 480);
}
