import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '@/lib/toast';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { IconAlertTriangle, IconCheckCircle, IconKey } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import { setStoredItem, STORAGE_KEYS } from '@/lib/session';
import { newPasswordSchema, type NewPasswordFormValues } from '@/lib/validation';
import { resetPassword } from '../api/reset-password';
import { useClientSnapshot, useIsClient } from '../hooks/use-client-snapshot';
import { useStepFocus } from '../hooks/use-step-focus';
import { clearRecoveryStorage, parseRecoveryVerified, readSession, RECOVERY_STORAGE_KEYS } from '../utils/flow-storage';
import { AuthLayout, StepHeading } from './auth-layout';
import formStyles from './login-form.module.scss';
import { NewPasswordFields } from './new-password-fields';
import styles from './set-password-screen.module.scss';

const HEADING_ID = 'set-password-title';

const readVerified = () => readSession(RECOVERY_STORAGE_KEYS.verified);

/** Codes about the new password itself, shown on its field. */
const PASSWORD_CODES = new Set(['SAME_OLD_PASSWORD', 'DUPLICATE_PASSWORD', 'VALIDATION_ERROR']);

type Outcome = 'expired' | 'done' | null;

/**
 * /set-password: the last step of password recovery. It needs the verification token that
 * /forgot-password left in sessionStorage; without one it explains how to get one.
 */
export function SetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const router = useRouter();
  const isClient = useIsClient();
  const verified = parseRecoveryVerified(useClientSnapshot(readVerified));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => newPasswordSchema(), []);
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

  const view = !isClient ? 'loading' : (outcome ?? (verified ? 'form' : 'missing'));
  // Focus moves when the outcome of a submit replaces the form, not when the page first loads.
  const headingRef = useStepFocus(outcome);

  const submit = async (values: NewPasswordFormValues) => {
    if (!verified) return;
    setFormError(null);
    try {
      await resetPassword({ verificationToken: verified.verificationToken, newPassword: values.password });
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === 'INVALID_VERIFICATION_TOKEN') {
        clearRecoveryStorage();
        setOutcome('expired');
      } else if (PASSWORD_CODES.has(code)) {
        setError('password', { type: 'server', message: apiErrorMessage(tCommon, error) }, { shouldFocus: true });
      } else {
        setFormError(apiErrorMessage(tCommon, error));
      }
      return;
    }
    clearRecoveryStorage();
    // The login form starts with the account just recovered.
    if (verified.username) setStoredItem(STORAGE_KEYS.loginPhone, verified.username);
    setOutcome('done');
    notify.success(t('setPassword.success'));
    await router.replace(paths.login);
  };

  return (
    <>
      <PageMeta title={t('setPassword.metaTitle')} description={t('setPassword.metaDescription')} />
      <AuthLayout headingId={HEADING_ID}>
        {view === 'loading' && (
          <div className={styles.loading}>
            <h1 id={HEADING_ID} className={styles.hiddenHeading}>
              {t('setPassword.title')}
            </h1>
            <Spinner />
          </div>
        )}

        {(view === 'missing' || view === 'expired') && (
          <div className={styles.state}>
            <span className={styles.stateIcon} data-tone="warning" aria-hidden="true">
              {view === 'missing' ? <IconKey size={28} /> : <IconAlertTriangle size={28} />}
            </span>
            <StepHeading
              id={HEADING_ID}
              ref={headingRef}
              title={view === 'missing' ? t('setPassword.missingTitle') : t('setPassword.title')}
            />
            {view === 'missing' ? (
              <p className={styles.stateText}>{t('setPassword.missingBody')}</p>
            ) : (
              <Alert variant="warning" className={styles.stateAlert}>
                {t('setPassword.expired')}
              </Alert>
            )}
            <Button href={paths.forgotPassword} fullWidth>
              {view === 'missing' ? t('setPassword.missingAction') : t('setPassword.restart')}
            </Button>
          </div>
        )}

        {view === 'done' && (
          <div className={styles.state}>
            <span className={styles.stateIcon} data-tone="success" aria-hidden="true">
              <IconCheckCircle size={28} />
            </span>
            <StepHeading id={HEADING_ID} ref={headingRef} title={t('setPassword.doneTitle')} />
            {/* The toast carries the success message; this only says what happens next. */}
            <p className={styles.stateText}>{t('setPassword.doneBody')}</p>
            <Button href={paths.login} fullWidth>
              {t('setPassword.doneAction')}
            </Button>
          </div>
        )}

        {view === 'form' && verified && (
          <>
            <StepHeading
              id={HEADING_ID}
              ref={headingRef}
              title={t('setPassword.title')}
              lead={
                verified.username
                  ? t('setPassword.subtitle', { username: verified.username })
                  : t('setPassword.subtitleNoUser')
              }
            />
            <form className={formStyles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
              {/* Lets a password manager file the new password under the right account. */}
              <input type="text" name="username" autoComplete="username" value={verified.username} readOnly hidden />
              {formError && (
                <Alert variant="error" onDismiss={() => setFormError(null)}>
                  {formError}
                </Alert>
              )}
              <NewPasswordFields
                register={register}
                errors={errors}
                labels={{
                  password: t('setPassword.passwordLabel'),
                  passwordPlaceholder: t('setPassword.passwordPlaceholder'),
                  confirm: t('setPassword.confirmLabel'),
                  confirmPlaceholder: t('setPassword.confirmPlaceholder'),
                }}
              />
              <p className={styles.note}>{t('setPassword.signOutNote')}</p>
              <Button type="submit" fullWidth loading={isSubmitting}>
                {isSubmitting ? t('setPassword.submitting') : t('setPassword.submit')}
              </Button>
            </form>
          </>
        )}
      </AuthLayout>
    </>
  );
}
