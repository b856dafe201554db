import type { OtpSentData } from '@contract/api';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import { recoverySchema, useValidationMessage, type RecoveryFormValues } from '@/lib/validation';
import { sendForgotPasswordOtp } from '../api/send-forgot-password-otp';
import { verifyOtp } from '../api/verify-otp';
import { useClientSnapshot } from '../hooks/use-client-snapshot';
import { useStepFocus } from '../hooks/use-step-focus';
import {
  parseRecoveryPending,
  readSession,
  RECOVERY_STORAGE_KEYS,
  saveRecoveryPending,
  saveRecoveryVerified,
  type RecoveryPending,
} from '../utils/flow-storage';
import { clearOtpTimer, rememberOtpSent } from '../utils/otp-timer';
import { AuthFooter, AuthLayout, authLinkClass, StepHeading } from './auth-layout';
import styles from './login-form.module.scss';
import { OtpStep } from './otp-step';

const HEADING_ID = 'forgot-password-title';

const readPending = () => readSession(RECOVERY_STORAGE_KEYS.pending);

type View = { step: 'username' } | { step: 'otp'; pending: RecoveryPending };

export interface ForgotPasswordScreenProps {
  /** The clock (ms since the epoch); injectable for tests. */
  now?: () => number;
}

/**
 * /forgot-password: phone or e-mail → a code from the sign-in service → verified. The
 * verification token goes to sessionStorage (never the URL) and /set-password takes over. The
 * code step in progress is kept in sessionStorage too, so a reload returns to it.
 */
export function ForgotPasswordScreen({ now = Date.now }: ForgotPasswordScreenProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const tv = useValidationMessage();
  const router = useRouter();
  const [view, setView] = useState<View | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const storedPending = useClientSnapshot(readPending);

  // Until the user acts, a code step left open in this tab (reload) is resumed.
  const resumed = view === null ? parseRecoveryPending(storedPending, now()) : null;
  const current: View = view ?? (resumed ? { step: 'otp', pending: resumed } : { step: 'username' });
  const headingRef = useStepFocus(current.step);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryFormValues>({
    resolver: yupResolver(recoverySchema),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });

  const submitUsername = async ({ username: typed }: RecoveryFormValues) => {
    setFormError(null);
    const username = typed.trim();
    // Back from the code step with the same account: that code still works, send no other.
    const previous = parseRecoveryPending(readPending(), now());
    if (previous && previous.username === username) {
      setView({ step: 'otp', pending: previous });
      return;
    }
    try {
      const sent = await sendForgotPasswordOtp(username);
      const sentAt = now();
      rememberOtpSent(sent.resendAfter, sentAt);
      const pending = { username, destination: sent.destination, sentAt, expiresIn: sent.expiresIn };
      saveRecoveryPending(pending);
      setView({ step: 'otp', pending });
    } catch (error) {
      const message = apiErrorMessage(tCommon, error);
      if (apiErrorCode(error) === 'USER_NOT_FOUND') {
        setError('username', { type: 'server', message }, { shouldFocus: true });
      } else {
        setFormError(message);
      }
    }
  };

  const verify = async (pending: RecoveryPending, code: string) => {
    const { verificationToken } = await verifyOtp({
      username: pending.username,
      code,
      purpose: 'FORGOT_PASSWORD',
    });
    saveRecoveryVerified({ username: pending.username, verificationToken });
    saveRecoveryPending(null);
    clearOtpTimer();
    await router.push(paths.setPassword);
  };

  const resend = async (pending: RecoveryPending): Promise<OtpSentData> => {
    const sent = await sendForgotPasswordOtp(pending.username);
    const next = { ...pending, destination: sent.destination, sentAt: now(), expiresIn: sent.expiresIn };
    saveRecoveryPending(next);
    setView({ step: 'otp', pending: next });
    return sent;
  };

  return (
    <>
      <PageMeta title={t('forgotPassword.metaTitle')} description={t('forgotPassword.metaDescription')} />
      <AuthLayout headingId={HEADING_ID}>
        {current.step === 'otp' ? (
          <>
            <StepHeading
              id={HEADING_ID}
              ref={headingRef}
              title={t('forgotPassword.otpTitle')}
              lead={t('forgotPassword.otpSubtitle')}
            />
            <OtpStep
              destination={current.pending.destination}
              expiresIn={current.pending.expiresIn}
              onVerify={(code) => verify(current.pending, code)}
              onResend={() => resend(current.pending)}
              onBack={() => {
                setValue('username', current.pending.username);
                setView({ step: 'username' });
              }}
              backLabel={t('forgotPassword.changeUsername')}
              now={now}
            />
            {/* The API answers alike for unknown numbers (decision 0033): the learner is told here. */}
            <p className={styles.hint}>
              {t('forgotPassword.otpNoAccount')}{' '}
              <AppLink href={paths.register} className={authLinkClass}>
                {t('login.register')}
              </AppLink>
            </p>
          </>
        ) : (
          <>
            <StepHeading
              id={HEADING_ID}
              ref={headingRef}
              title={t('forgotPassword.title')}
              lead={t('forgotPassword.subtitle')}
            />
            <form className={styles.form} onSubmit={(event) => void handleSubmit(submitUsername)(event)} noValidate>
              {formError && (
                <Alert variant="error" onDismiss={() => setFormError(null)}>
                  {formError}
                </Alert>
              )}
              <TextInput
                label={t('forgotPassword.usernameLabel')}
                placeholder={t('forgotPassword.usernamePlaceholder')}
                autoComplete="username"
                inputMode="email"
                aria-required
                error={tv(errors.username?.message)}
                {...register('username')}
              />
              <Button type="submit" fullWidth loading={isSubmitting}>
                {isSubmitting ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
              </Button>
            </form>
          </>
        )}
        <AuthFooter>
          {t('forgotPassword.remembered')}{' '}
          <AppLink href={paths.login} className={authLinkClass}>
            {t('forgotPassword.login')}
          </AppLink>
        </AuthFooter>
      </AuthLayout>
    </>
  );
}
