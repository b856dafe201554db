import { describe, expect, it } from 'vitest';
import { newPasswordSchema, recoverySchema, registerFormSchema } from '@/lib/validation';

const valid = {
  surname: 'Nguyễn Văn',
  givenName: 'An',
  phone: '0912345678',
  password: 'Matkhau123',
  confirmPassword: 'Matkhau123',
  role: 'STUDENT',
  acceptTerms: true,
  gradeId: null,
};

async function firstError(schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('sign-in flow schemas', () => {
  it('accepts a complete registration, with or without a grade', async () => {
    expect(await firstError(registerFormSchema, valid)).toBeNull();
    expect(await firstError(registerFormSchema, { ...valid, gradeId: 6 })).toBeNull();
  });

  it('keeps the full name the account will carry within 30 characters', async () => {
    // 19 + 1 + 10 = 30 characters: allowed; one more is not.
    const surname = 'Nguyễn Hoàng Phương';
    expect(surname.length + 1 + 'Thảo Linh'.length).toBe(29);
    expect(await firstError(registerFormSchema, { ...valid, surname, givenName: 'Thảo Linhh' })).toBeNull();
    expect(await firstError(registerFormSchema, { ...valid, surname, givenName: 'Thảo Linhhh' })).toBe(
      'validation:fullName.tooLong',
    );
  });

  it('recovery takes a phone number or an e-mail', async () => {
    expect(await firstError(recoverySchema, { username: 'ha@example.com' })).toBeNull();
    expect(await firstError(recoverySchema, { username: '0912345678' })).toBeNull();
    expect(await firstError(recoverySchema, { username: '12345' })).toBe('validation:username.invalid');
  });

  it('a new password must differ from the temporary one when it is known', async () => {
    const same = { password: 'Welcome@123', confirmPassword: 'Welcome@123' };
    expect(await firstError(newPasswordSchema('Welcome@123'), same)).toBe('validation:newPassword.sameAsOld');
    expect(await firstError(newPasswordSchema(), same)).toBeNull();
    expect(await firstError(newPasswordSchema(), { password: 'Welcome@123', confirmPassword: 'x' })).toBe(
      'validation:confirmPassword.mismatch',
    );
  });
});
