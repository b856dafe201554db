import type { UserDto } from '@contract/api';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import { newPasswordSchema, type NewPasswordFormValues } from '@/lib/validation';
import { firstLogin } from '../api/first-login';
import { detectDeviceKind } from '../utils/device-kind';
import type { FirstLoginStart } from './login-form';
import styles from './login-form.module.scss';
import { NewPasswordFields } from './new-password-fields';

export interface FirstLoginFormProps {
  start: FirstLoginStart;
  onSubmitStart?: () => void;
  onSubmitFailed?: () => void;
  onSignedIn: (user: UserDto) => Promise<void> | void;
  onBack: () => void;
}

/** First login: replace the temporary password, then signed in. */
export function FirstLoginForm({ start, onSubmitStart, onSubmitFailed, onSignedIn, onBack }: FirstLoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => newPasswordSchema(start.temporaryPassword), [start.temporaryPassword]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    onSubmitStart?.();
    let user: UserDto;
    try {
      const data = await firstLogin({
        firstLoginToken: start.firstLoginToken,
        newPassword: values.password,
        deviceKind: detectDeviceKind(window.navigator.userAgent),
      });
      user = data.user;
    } catch (error) {
      onSubmitFailed?.();
      const message = apiErrorMessage(tCommon, error);
      const code = apiErrorCode(error);
      if (code === 'SAME_OLD_PASSWORD' || code === 'VALIDATION_ERROR') {
        setError('password', { type: 'server', message }, { shouldFocus: true });
      } else {
        setFormError(message);
      }
      return;
    }
    await onSignedIn(user);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {/* The username field lets a password manager file the new password under the account. */}
      <input type="text" name="username" autoComplete="username" value={start.username} readOnly hidden />
      {formError && (
        <Alert variant="error" onDismiss={() => setFormError(null)}>
          {formError}
        </Alert>
      )}
      <NewPasswordFields
        register={register}
        errors={errors}
        labels={{
          password: t('firstLogin.passwordLabel'),
          passwordPlaceholder: t('firstLogin.passwordPlaceholder'),
          confirm: t('firstLogin.confirmLabel'),
          confirmPlaceholder: t('firstLogin.confirmPlaceholder'),
        }}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {isSubmitting ? t('firstLogin.submitting') : t('firstLogin.submit')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onBack} disabled={isSubmitting}>
        {t('firstLogin.back')}
      </Button>
    </form>
  );
}
