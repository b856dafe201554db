import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { editProfileSchema, optionalEmailField, profileSchema } from '@/lib/validation';

function errorsOf(validate: () => unknown): string[] {
  try {
    validate();
    return [];
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

const valid = { fullName: 'Nguyễn Văn An', email: 'an@example.com', gradeId: 6 };

describe('optionalEmailField', () => {
  const field = optionalEmailField();
  it('lets an empty address through', () => expect(errorsOf(() => field.validateSync(''))).toEqual([]));
  it('keeps the form and length rules of the required field', () => {
    expect(errorsOf(() => field.validateSync('a@b'))).toEqual(['validation:email.invalid']);
    expect(errorsOf(() => field.validateSync(`${'a'.repeat(54)}@example.vn`))).toEqual(['validation:email.tooLong']);
  });
});

describe('editProfileSchema (account page)', () => {
  it('accepts a profile without e-mail or grade', () => {
    expect(errorsOf(() => editProfileSchema.validateSync({ ...valid, email: '', gradeId: null }))).toEqual([]);
  });
  it('keeps the full-name rules', () => {
    expect(errorsOf(() => editProfileSchema.validateSync({ ...valid, fullName: '  ' }))).toEqual([
      'validation:fullName.required',
    ]);
    expect(errorsOf(() => editProfileSchema.validateSync({ ...valid, fullName: ' An' }))).toEqual([
      'validation:fullName.edgeSpaces',
    ]);
  });
  it('differs from profileSchema, where the e-mail is required', () => {
    expect(errorsOf(() => profileSchema.validateSync({ ...valid, email: '', avatar: null }))).toEqual([
      'validation:email.required',
    ]);
  });
});
