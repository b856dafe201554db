import { isFirstLoginRequired, type DeviceLimitData, type FirstLoginRequiredData, type UserDto } from '@contract/api';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '@/components/form/password-input';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import { loginSchema, useValidationMessage, type LoginFormValues } from '@/lib/validation';
import { login } from '../api/login';
import { detectDeviceKind } from '../utils/device-kind';
import { authLinkClass } from './auth-layout';
import styles from './login-form.module.scss';

/** Error codes that belong to one field rather than to the whole form. */
const FIELD_OF_CODE: Record<string, keyof LoginFormValues> = {
  USER_NOT_FOUND: 'username',
  INCORRECT_PASSWORD: 'password',
};

export interface FirstLoginStart extends FirstLoginRequiredData {
  username: string;
  /** Kept in memory only: the new password must differ from it. */
  temporaryPassword: string;
}

export interface LoginFormProps {
  /** A username to start from (restored after a reload, or handed over by another page). */
  initialUsername?: string | null;
  /** A message shown above the fields. */
  notice?: ReactNode;
  /** Called right before the request that may store a session. */
  onSubmitStart?: () => void;
  /** The request failed: nobody was signed in. */
  onSubmitFailed?: () => void;
  /** Tokens were stored: the user is signed in. */
  onSignedIn: (user: UserDto) => Promise<void> | void;
  /** The account must replace its temporary password first; nothing was stored. */
  onFirstLoginRequired: (start: FirstLoginStart) => void;
  /** The password was right but the account is at its device limit: choose one to sign out. */
  onDeviceLimit: (limit: DeviceLimitData) => void;
}

export function LoginForm({
  initialUsername,
  notice,
  onSubmitStart,
  onSubmitFailed,
  onSignedIn,
  onFirstLoginRequired,
  onDeviceLimit,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const tv = useValidationMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: yupResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username: initialUsername ?? '', password: '' },
  });

  // A stored username is only known after hydration; never overwrite what was typed meanwhile.
  useEffect(() => {
    if (initialUsername && !getValues('username')) setValue('username', initialUsername);
  }, [initialUsername, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const username = values.username.trim();
    onSubmitStart?.();
    let result;
    try {
      result = await login({
        username,
        password: values.password,
        deviceKind: detectDeviceKind(window.navigator.userAgent),
      });
    } catch (error) {
      onSubmitFailed?.();
      if (error instanceof ApiError && error.code === 'DEVICE_LIMIT_REACHED' && error.deviceLimit) {
        onDeviceLimit(error.deviceLimit);
        return;
      }
      const message = apiErrorMessage(tCommon, error);
      const field = FIELD_OF_CODE[apiErrorCode(error)];
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    if (isFirstLoginRequired(result)) {
      onFirstLoginRequired({ ...result, username, temporaryPassword: values.password });
    } else {
      await onSignedIn(result.user);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {notice}
      {formError && (
        <Alert variant="error" onDismiss={() => setFormError(null)}>
          {formError}
        </Alert>
      )}
      <TextInput
        label={t('login.usernameLabel')}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        inputMode="email"
        error={tv(errors.username?.message)}
        {...register('username')}
      />
      <div className={styles.passwordGroup}>
        <PasswordInput
          label={t('login.passwordLabel')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          error={tv(errors.password?.message)}
          {...register('password')}
        />
        <AppLink href={paths.forgotPassword} className={[authLinkClass, styles.forgot].join(' ')}>
          {t('login.forgotPassword')}
        </AppLink>
      </div>
      <Button type="submit" fullWidth loading={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
