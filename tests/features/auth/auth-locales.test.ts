import { describe, expect, it } from 'vitest';
import enAuth from '@locales/en/auth.json';
import viAuth from '@locales/vi/auth.json';

/** Every key path, with array lengths, so both languages must have the same shape. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) {
    return [`${path}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k));
  }
  return [path];
}

describe('auth locale files', () => {
  it('have the same keys in vi and en', () => {
    expect(shape(enAuth)).toEqual(shape(viAuth));
  });

  it('keep the labels the end-to-end tests and the spec rely on', () => {
    expect(viAuth.login.usernameLabel).toBe('Số điện thoại hoặc email');
    expect(viAuth.login.passwordLabel).toBe('Mật khẩu');
    expect(viAuth.login.submit).toBe('Đăng nhập');
    expect(viAuth.login.forgotPassword).toBe('Quên mật khẩu?');
    expect(viAuth.otp.resend).toBe('Gửi lại mã');
  });

  it('contain no placeholder text and write Vietnamese with its diacritics', () => {
    expect(JSON.stringify([viAuth, enAuth])).not.toMatch(/lorem|ipsum|TODO|coming soon/i);
    expect(viAuth.register.roles.STUDENT.label).toBe('Học sinh');
    expect(viAuth.register.roles.TEACHER.label).toBe('Giáo viên');
  });
});
