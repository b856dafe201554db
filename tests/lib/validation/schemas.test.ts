import { describe, expect, it } from 'vitest';
import { object, ValidationError, type AnySchema } from 'yup';
import en from '../../../locales/en/validation.json';
import vi from '../../../locales/vi/validation.json';
import {
  acceptTermsField,
  activationCodeField,
  avatarField,
  changePasswordSchema,
  classCodeField,
  confirmPasswordField,
  emailField,
  fullNameField,
  giftGradeField,
  givenNameField,
  gradeCodeField,
  loginSchema,
  newPasswordField,
  nonBlankField,
  passwordField,
  phoneField,
  registerSchema,
  roleField,
  surnameField,
  textField,
  validateAvatarFile,
  voucherCodeField,
  wordsField,
} from '@/lib/validation';

/** The message of the first rule `value` breaks, or null when it is valid. */
function firstError(schema: AnySchema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (err) {
    if (err instanceof ValidationError) return err.message;
    throw err;
  }
}

/** Same, for a field validated against its siblings. */
function fieldError(shape: Record<string, AnySchema>, values: Record<string, unknown>, field: string) {
  try {
    object(shape).validateSyncAt(field, values);
    return null;
  } catch (err) {
    if (err instanceof ValidationError) return err.message;
    throw err;
  }
}

function lookup(resources: Record<string, unknown>, key: string): unknown {
  return key
    .replace(/^validation:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
}

describe('spec §5 messages', () => {
  it('uses the exact English wording the spec gives', () => {
    expect(lookup(en, 'activationCode.required')).toBe('Activation code cannot be blank.');
    expect(lookup(en, 'activationCode.edgeSpaces')).toBe('Activation code must not begin and end with a blank space');
    expect(lookup(en, 'classCode.required')).toBe('Class code is required!');
    expect(lookup(en, 'classCode.edgeSpaces')).toBe('The class join code cannot start or end with a space');
    expect(lookup(en, 'activationCode.invalid')).toBe('Activation code does not exist or is invalid');
    expect(lookup(en, 'classCode.invalid')).toBe('Class code does not exist!');
    expect(lookup(en, 'classCode.classFull')).toBe(
      'The class has already reached 60 learners, please contact the teacher for further assistance',
    );
  });

  it('has the same keys in vi and en', () => {
    const keys = (node: unknown, prefix = ''): string[] =>
      Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
      );
    expect(keys(vi)).toEqual(keys(en));
  });
});

describe('activation code', () => {
  const field = activationCodeField();
  it('accepts a code', () => expect(firstError(field, 'ABC123')).toBeNull());
  it.each([undefined, '', '   '])('requires a value (%j)', (value) => {
    expect(firstError(field, value)).toBe('validation:activationCode.required');
  });
  it.each([' ABC', 'ABC ', ' ABC '])('rejects edge spaces (%j)', (value) => {
    expect(firstError(field, value)).toBe('validation:activationCode.edgeSpaces');
  });
});

describe('class code', () => {
  const field = classCodeField();
  it('accepts a code with inner spaces', () => expect(firstError(field, 'LOP 6A')).toBeNull());
  it.each([undefined, '', '  '])('requires a value (%j)', (value) => {
    expect(firstError(field, value)).toBe('validation:classCode.required');
  });
  it.each([' C1', 'C1 '])('rejects edge spaces (%j)', (value) => {
    expect(firstError(field, value)).toBe('validation:classCode.edgeSpaces');
  });
});

describe('gift grade', () => {
  it('requires a grade', () => {
    expect(firstError(giftGradeField(), undefined)).toBe('validation:giftGrade.required');
    expect(firstError(giftGradeField(), null)).toBe('validation:giftGrade.required');
    expect(firstError(giftGradeField(), '')).toBe('validation:giftGrade.required');
    expect(firstError(giftGradeField(), 6)).toBeNull();
  });
  it('limits the choice to grades with a gift list', () => {
    expect(firstError(giftGradeField([1, 2, 3]), 2)).toBeNull();
    expect(firstError(giftGradeField([1, 2, 3]), 13)).toBe('validation:giftGrade.unavailable');
  });
});

describe('phone', () => {
  const field = phoneField();
  it('accepts exactly 10 digits', () => expect(firstError(field, '0912345678')).toBeNull());
  it('requires a value', () => {
    expect(firstError(field, '')).toBe('validation:phone.required');
    expect(firstError(field, undefined)).toBe('validation:phone.required');
  });
  it.each(['091234567', '09123456789', '09123456a8', '+84912345678', '0912 34567'])('rejects %s', (value) =>
    expect(firstError(field, value)).toBe('validation:phone.invalid'),
  );
});

describe('email', () => {
  const field = emailField();
  it.each(['hoc.sinh@example.vn', 'a+b@mail.school.edu.vn'])('accepts %s', (value) => {
    expect(firstError(field, value)).toBeNull();
  });
  it('requires a value', () => expect(firstError(field, '')).toBe('validation:email.required'));
  it.each(['plain', 'a@b', 'a@@b.com', 'a b@c.com', '@example.vn', 'a@.vn'])('rejects malformed %s', (value) =>
    expect(firstError(field, value)).toBe('validation:email.invalid'),
  );
  it('accepts 64 characters and rejects 65', () => {
    const at64 = `${'a'.repeat(53)}@example.vn`;
    expect(at64).toHaveLength(64);
    expect(firstError(field, at64)).toBeNull();
    expect(firstError(field, `a${at64}`)).toBe('validation:email.tooLong');
  });
});

describe.each([
  ['givenName', givenNameField],
  ['surname', surnameField],
  ['fullName', fullNameField],
] as const)('%s', (kind, make) => {
  const field = make();
  it('accepts a Vietnamese name of up to 30 characters', () => {
    expect(firstError(field, 'Nguyễn Thị Minh Khai')).toBeNull();
    expect(firstError(field, 'a'.repeat(30))).toBeNull();
  });
  it('requires a value', () => {
    expect(firstError(field, '')).toBe(`validation:${kind}.required`);
    expect(firstError(field, '  ')).toBe(`validation:${kind}.required`);
  });
  it('rejects more than 30 characters', () => {
    expect(firstError(field, 'a'.repeat(31))).toBe(`validation:${kind}.tooLong`);
  });
  it('rejects leading or trailing spaces', () => {
    expect(firstError(field, ' An')).toBe(`validation:${kind}.edgeSpaces`);
    expect(firstError(field, 'An ')).toBe(`validation:${kind}.edgeSpaces`);
  });
});

describe('password', () => {
  const field = passwordField();
  it('accepts 8+ characters with an uppercase letter and a digit', () => {
    expect(firstError(field, 'Matkhau1')).toBeNull();
    expect(firstError(field, 'Đẹp trai 2024')).toBeNull();
  });
  it.each([
    ['', 'validation:password.required'],
    ['Abcde1', 'validation:password.minLength'],
    ['abcdefg1', 'validation:password.uppercase'],
    ['Abcdefgh', 'validation:password.digit'],
    [' Abcdefg1', 'validation:password.edgeSpaces'],
    ['Abcdefg1 ', 'validation:password.edgeSpaces'],
  ])('%j → %s', (value, message) => {
    expect(firstError(field, value)).toBe(message);
  });
});

describe('password confirmation and change', () => {
  const shape = { password: passwordField(), confirmPassword: confirmPasswordField() };
  it('must match', () => {
    expect(fieldError(shape, { password: 'Matkhau1', confirmPassword: 'Matkhau1' }, 'confirmPassword')).toBeNull();
    expect(fieldError(shape, { password: 'Matkhau1', confirmPassword: 'Matkhau2' }, 'confirmPassword')).toBe(
      'validation:confirmPassword.mismatch',
    );
    expect(fieldError(shape, { password: 'Matkhau1', confirmPassword: '' }, 'confirmPassword')).toBe(
      'validation:confirmPassword.required',
    );
  });

  it('the new password must differ from the old one', () => {
    const change = { oldPassword: passwordField(), newPassword: newPasswordField() };
    expect(fieldError(change, { oldPassword: 'Matkhau1', newPassword: 'Matkhau1' }, 'newPassword')).toBe(
      'validation:newPassword.sameAsOld',
    );
    expect(fieldError(change, { oldPassword: 'Matkhau1', newPassword: 'Matkhau2' }, 'newPassword')).toBeNull();
    expect(fieldError(change, { oldPassword: '', newPassword: '' }, 'newPassword')).toBe(
      'validation:password.required',
    );
  });

  it('changePasswordSchema checks the confirmation against the new password', async () => {
    await expect(
      changePasswordSchema.validate({
        oldPassword: 'Matkhau1',
        newPassword: 'Matkhau2',
        confirmPassword: 'Matkhau2',
      }),
    ).resolves.toBeTruthy();
    await expect(
      changePasswordSchema.validateAt('confirmPassword', {
        oldPassword: 'Matkhau1',
        newPassword: 'Matkhau2',
        confirmPassword: 'Matkhau1',
      }),
    ).rejects.toThrow('validation:confirmPassword.mismatch');
  });
});

describe('terms and role', () => {
  it('terms must be accepted', () => {
    expect(firstError(acceptTermsField(), true)).toBeNull();
    expect(firstError(acceptTermsField(), false)).toBe('validation:acceptTerms.required');
    expect(firstError(acceptTermsField(), undefined)).toBe('validation:acceptTerms.required');
  });
  it('role must be STUDENT or TEACHER', () => {
    expect(firstError(roleField(), 'STUDENT')).toBeNull();
    expect(firstError(roleField(), 'TEACHER')).toBeNull();
    expect(firstError(roleField(), '')).toBe('validation:role.required');
    expect(firstError(roleField(), 'ADMIN')).toBe('validation:role.required');
  });
});

describe('profile image', () => {
  const file = (name: string, size: number, type: string) => ({ name, size, type });
  it.each([
    file('me.jpg', 1000, 'image/jpeg'),
    file('me.JPEG', 1000, 'image/jpeg'),
    file('me.png', 2 * 1024 * 1024, 'image/png'),
    file('me.png', 10, ''),
  ])('accepts %o', (f) => {
    expect(validateAvatarFile(f)).toBeNull();
    expect(firstError(avatarField(), f)).toBeNull();
  });
  it('rejects files over 2MB', () => {
    const f = file('me.png', 2 * 1024 * 1024 + 1, 'image/png');
    expect(validateAvatarFile(f)).toBe('validation:avatar.tooLarge');
    expect(firstError(avatarField(), f)).toBe('validation:avatar.tooLarge');
  });
  it.each([
    file('me.gif', 10, 'image/gif'),
    file('me.webp', 10, 'image/webp'),
    file('me.png.exe', 10, 'application/octet-stream'),
    file('png', 10, 'image/png'),
    file('me.png', 10, 'text/html'),
  ])('rejects %o', (f) => {
    expect(validateAvatarFile(f)).toBe('validation:avatar.invalidType');
    expect(firstError(avatarField(), f)).toBe('validation:avatar.invalidType');
  });
  it('is optional', () => expect(firstError(avatarField(), null)).toBeNull());
});

describe('voucher and grade code', () => {
  it('voucher code is required', () => {
    expect(firstError(voucherCodeField(), 'SALE67')).toBeNull();
    expect(firstError(voucherCodeField(), '')).toBe('validation:voucherCode.required');
    expect(firstError(voucherCodeField(), '  ')).toBe('validation:voucherCode.required');
  });
  it.each(['G1', 'G9', 'G12', 'G13'])('grade code %s is valid', (value) => {
    expect(firstError(gradeCodeField(), value)).toBeNull();
  });
  it.each(['G', 'G123', 'g1', '1', 'G1a', 'IE1', 'Y7', ''])('grade code %j is invalid', (value) => {
    expect(firstError(gradeCodeField(), value)).toBe('validation:gradeCode.invalid');
  });
  it.each(['Y2', 'Y7', 'Y13', 'UNI'])('international grade code %s is valid there', (value) => {
    expect(firstError(gradeCodeField('international'), value)).toBeNull();
  });
  it.each(['G6', 'Y1', 'Y14', 'y7', 'Y07', 'UNIV', ''])('international grade code %j is invalid there', (value) => {
    expect(firstError(gradeCodeField('international'), value)).toBe('validation:gradeCode.invalid');
  });
});

describe('text patterns', () => {
  it.each(['Lớp 6A, năm 2024', 'Hello!', "It's (ok) - 100%", 'a'])('text accepts %j', (value) => {
    expect(firstError(textField(), value)).toBeNull();
  });
  it.each(['a  b', ' a', 'a ', 'a <b>', 'x\ty', 'a=b'])('text rejects %j', (value) => {
    expect(firstError(textField(), value)).toBe('validation:text.invalid');
  });
  it('words: non-space runs separated by whitespace', () => {
    expect(firstError(wordsField(), 'a  b\tc')).toBeNull();
    expect(firstError(wordsField(), ' a')).toBe('validation:text.edgeSpaces');
    expect(firstError(wordsField(), 'a ')).toBe('validation:text.edgeSpaces');
  });
  it('non-blank: at least one non-space character', () => {
    expect(firstError(nonBlankField(), ' x ')).toBeNull();
    expect(firstError(nonBlankField(), '   ')).toBe('validation:text.blank');
    expect(firstError(nonBlankField(), '')).toBe('validation:text.blank');
  });
});

describe('loginSchema', () => {
  it('accepts a 10-digit phone or an email with a password', async () => {
    await expect(loginSchema.validate({ username: '0912345678', password: 'x' })).resolves.toBeTruthy();
    await expect(loginSchema.validate({ username: 'a@b.vn', password: 'x' })).resolves.toBeTruthy();
  });
  it.each([
    [{ username: '', password: 'x' }, 'validation:username.required'],
    [{ username: '091234', password: 'x' }, 'validation:username.invalid'],
    [{ username: 'not-an-email', password: 'x' }, 'validation:username.invalid'],
    [{ username: '0912345678', password: '' }, 'validation:password.required'],
  ])('%o → %s', async (values, message) => {
    await expect(loginSchema.validate(values)).rejects.toThrow(message);
  });
});

describe('registerSchema', () => {
  const valid = {
    surname: 'Nguyễn Văn',
    givenName: 'An',
    phone: '0912345678',
    password: 'Matkhau1',
    confirmPassword: 'Matkhau1',
    role: 'STUDENT',
    acceptTerms: true,
  };
  it('accepts a complete form', async () => {
    await expect(registerSchema.validate(valid)).resolves.toEqual(valid);
  });
  it('reports every broken rule', async () => {
    const error = await registerSchema
      .validate({ ...valid, givenName: '', acceptTerms: false, role: '' }, { abortEarly: false })
      .catch((e: unknown) => e as ValidationError);
    expect((error as ValidationError).errors).toEqual(
      expect.arrayContaining([
        'validation:givenName.required',
        'validation:acceptTerms.required',
        'validation:role.required',
      ]),
    );
  });
});
