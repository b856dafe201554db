import type { Page } from '@playwright/test';

export const API_URL = process.env.E2E_API_URL ?? 'http://localhost:4100';
export const AUTH_URL = process.env.E2E_AUTH_URL ?? 'http://localhost:4101';

export const DEMO_STUDENT = {
  phone: '0900000001',
  password: 'Student@123',
  fullName: 'Nguyễn Minh Anh',
  lastName: 'Anh',
};
export const DEMO_TEACHER = { phone: '0900000002', password: 'Teacher@123' };

/** Logs in through the real form and waits until the header shows the user. */
export async function loginThroughForm(page: Page, username: string, password: string) {
  await page.getByLabel(/Số điện thoại hoặc email|Phone number or e-mail/).fill(username);
  await page.getByLabel(/^(Mật khẩu|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Đăng nhập|Log in)$/ }).click();
}
