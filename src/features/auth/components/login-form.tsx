import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useSWRConfig } from 'swr';
import { PasswordInput } from '@/components/form/password-input';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths, safeRedirectPath } from '@/config/paths';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import { PROFILE_KEY } from '@/lib/current-user';
import { splitDisplayName } from '@/lib/display-name';
import { login } from '../api/login';
import { loginSchema, type LoginFormValues, type ValidationMessageKey } from '../schemas';
import { detectDeviceKind } from '../utils/device-kind';
import styles from './login-form.module.scss';

/** Error codes that belong to one field rather than to the whole form. */
const FIELD_OF_CODE: Record<string, keyof LoginFormValues> = {
  USER_NOT_FOUND: 'username',
  INCORRECT_PASSWORD: 'password',
};

export function LoginForm() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const { t: tCommon } = useTranslation('common');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: yupResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  const fieldError = (message: string | undefined) =>
    message ? (message.startsWith('validation:') ? t(message as ValidationMessageKey) : message) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const data = await login({
        username: values.username.trim(),
        password: values.password,
        deviceKind: detectDeviceKind(window.navigator.userAgent),
      });
      await mutate(PROFILE_KEY, data.user, { revalidate: false });
      toast.success(t('auth:login.success', { name: splitDisplayName(data.user.fullName).last }));
      const target = safeRedirectPath(router.query.redirect) ?? paths.home;
      await router.replace(target);
    } catch (error) {
      const message = apiErrorMessage(tCommon, error);
      const field = FIELD_OF_CODE[apiErrorCode(error)];
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && (
        <Alert variant="error" onDismiss={() => setFormError(null)}>
          {formError}
        </Alert>
      )}
      <TextInput
        label={t('auth:login.usernameLabel')}
        placeholder={t('auth:login.usernamePlaceholder')}
        autoComplete="username"
        inputMode="email"
        error={fieldError(errors.username?.message)}
        {...register('username')}
      />
      <PasswordInput
        label={t('auth:login.passwordLabel')}
        placeholder={t('auth:login.passwordPlaceholder')}
        autoComplete="current-password"
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {isSubmitting ? t('auth:login.submitting') : t('auth:login.submit')}
      </Button>
    </form>
  );
}
