import { useTranslation } from 'next-i18next/pages';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordInput } from '@/components/form/password-input';
import { useValidationMessage, type NewPasswordFormValues } from '@/lib/validation';

export interface NewPasswordFieldsProps {
  register: UseFormRegister<NewPasswordFormValues>;
  errors: FieldErrors<NewPasswordFormValues>;
  labels: { password: string; passwordPlaceholder: string; confirm: string; confirmPlaceholder: string };
}

/** New password (with the live hint) and its confirmation, as every "set a password" step has. */
export function NewPasswordFields({ register, errors, labels }: NewPasswordFieldsProps) {
  useTranslation('validation');
  const tv = useValidationMessage();
  return (
    <>
      <PasswordInput
        showHint
        ignoreSpace
        aria-required
        label={labels.password}
        placeholder={labels.passwordPlaceholder}
        autoComplete="new-password"
        error={tv(errors.password?.message)}
        {...register('password')}
      />
      <PasswordInput
        ignoreSpace
        aria-required
        label={labels.confirm}
        placeholder={labels.confirmPlaceholder}
        autoComplete="new-password"
        error={tv(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
    </>
  );
}
