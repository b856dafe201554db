/** The profile form (spec §5): full name required, ≤ 30, no edge spaces; e-mail optional here. */
import { number, object, string, type InferType } from 'yup';
import { LIMITS } from '@/config/constants';
import { vm } from './messages';

/**
 * A local part, '@', and a dotted domain ending in a 2+ letter label — the same pattern the
 * sign-in forms use, so an address accepted there is accepted here.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

const noEdgeSpaces = (value: string | null | undefined) =>
  value === null || value === undefined || value === value.trim();

export const profileSchema = object({
  fullName: string()
    .required(vm('fullName.required'))
    .test('not-blank', vm('fullName.required'), (value) => (value ?? '').trim().length > 0)
    .max(LIMITS.NAME_MAX, vm('fullName.tooLong'))
    .test('edge-spaces', vm('fullName.edgeSpaces'), noEdgeSpaces),
  email: string()
    .defined()
    .max(LIMITS.EMAIL_MAX, vm('email.tooLong'))
    .matches(EMAIL_PATTERN, { message: vm('email.invalid'), excludeEmptyString: true }),
  gradeId: number().nullable().defined(),
});
export type ProfileFormValues = InferType<typeof profileSchema>;
