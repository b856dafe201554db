import type { DeviceLimitData, UserDto } from '@contract/api';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { notify } from '@/lib/toast';
import { PageMeta } from '@/components/layout/page-meta';
import { AppLink } from '@/components/ui/app-link';
import { Alert } from '@/components/ui/alert';
import { paths, safeRedirectPath, SESSION_ENDED_QUERY } from '@/config/paths';
import { splitDisplayName } from '@/lib/display-name';
import { clearLoginStorage, getStoredItem, removeStoredItem, STORAGE_KEYS } from '@/lib/session';
import { useSignedIn } from '../api/signed-in';
import { useClientSnapshot } from '../hooks/use-client-snapshot';
import { useRedirectIfSignedIn } from '../hooks/use-redirect-if-signed-in';
import { useStepFocus } from '../hooks/use-step-focus';
import { saveFirstLoginPending } from '../utils/flow-storage';
import { AuthFooter, AuthLayout, authLinkClass, StepHeading } from './auth-layout';
import { DeviceLimitStep } from './device-limit-step';
import { FirstLoginForm } from './first-login-form';
import { LoginForm, type FirstLoginStart } from './login-form';

const HEADING_ID = 'login-title';

const readLoginPhone = () => getStoredItem(STORAGE_KEYS.loginPhone);
const readFirstLogin = () => getStoredItem(STORAGE_KEYS.firstLogin);

/**
 * /login: the login form and, for accounts created with a temporary password, the "set a new
 * password" step. While that step is open the first-login flag and the username are stored
 * (spec §9); the temporary password and the first-login token stay in memory, so a reload goes
 * back to the form with the username filled in.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const signedIn = useSignedIn();
  const handledByPageRef = useRedirectIfSignedIn();
  const [firstLogin, setFirstLogin] = useState<FirstLoginStart | null>(null);
  const [deviceLimit, setDeviceLimit] = useState<DeviceLimitData | null>(null);
  const [formNotice, setFormNotice] = useState<string | null>(null);
  const step = firstLogin ? 'firstLogin' : deviceLimit ? 'deviceLimit' : 'form';
  const headingRef = useStepFocus(step);
  const storedUsername = useClientSnapshot(readLoginPhone);
  const pendingFirstLogin = useClientSnapshot(readFirstLogin) !== null;

  const signingIn = {
    onSubmitStart: () => {
      handledByPageRef.current = true;
    },
    onSubmitFailed: () => {
      handledByPageRef.current = false;
    },
  };

  const completeSignIn = async (user: UserDto, message: string) => {
    await signedIn(user);
    clearLoginStorage();
    notify.success(message);
    await router.replace(safeRedirectPath(router.query.redirect) ?? paths.home);
  };

  const startFirstLogin = (start: FirstLoginStart) => {
    saveFirstLoginPending(start.username, { fullName: start.fullName });
    handledByPageRef.current = false;
    setFirstLogin(start);
  };

  const backToForm = () => {
    removeStoredItem(STORAGE_KEYS.firstLogin);
    setFirstLogin(null);
  };

  const startDeviceLimit = (limit: DeviceLimitData) => {
    setFormNotice(null);
    setDeviceLimit(limit);
  };

  const leaveDeviceLimit = (message?: string) => {
    setFormNotice(message ?? null);
    setDeviceLimit(null);
  };

  const firstName = firstLogin?.fullName ? splitDisplayName(firstLogin.fullName).last : '';

  return (
    <>
      <PageMeta title={t('login.metaTitle')} description={t('login.metaDescription')} />
      <AuthLayout headingId={HEADING_ID}>
        {firstLogin ? (
          <>
            <StepHeading
              id={HEADING_ID}
              ref={headingRef}
              title={t('firstLogin.title')}
              lead={firstName ? t('firstLogin.subtitle', { name: firstName }) : t('firstLogin.subtitleNoName')}
            />
            <FirstLoginForm
              start={firstLogin}
              {...signingIn}
              onSignedIn={(user) =>
                completeSignIn(user, t('firstLogin.success', { name: splitDisplayName(user.fullName).last }))
              }
              onBack={backToForm}
            />
          </>
        ) : deviceLimit ? (
          <>
            <StepHeading
              id={HEADING_ID}
              ref={headingRef}
              title={t('deviceLimit.title')}
              lead={t('deviceLimit.lead', { count: deviceLimit.sessions.length })}
            />
            <DeviceLimitStep
              limit={deviceLimit}
              {...signingIn}
              onSignedIn={(user) =>
                completeSignIn(user, t('deviceLimit.success', { name: splitDisplayName(user.fullName).last }))
              }
              onBack={leaveDeviceLimit}
            />
          </>
        ) : (
          <>
            <StepHeading id={HEADING_ID} ref={headingRef} title={t('login.title')} lead={t('login.subtitle')} />
            <LoginForm
              initialUsername={storedUsername}
              notice={
                formNotice ? (
                  <Alert variant="warning">{formNotice}</Alert>
                ) : pendingFirstLogin ? (
                  <Alert variant="info">{t('login.firstLoginPending')}</Alert>
                ) : (
                  router.query[SESSION_ENDED_QUERY.key] === SESSION_ENDED_QUERY.value && (
                    <Alert variant="info">{t('login.sessionEnded')}</Alert>
                  )
                )
              }
              {...signingIn}
              onSignedIn={(user) =>
                completeSignIn(user, t('login.success', { name: splitDisplayName(user.fullName).last }))
              }
              onFirstLoginRequired={startFirstLogin}
              onDeviceLimit={startDeviceLimit}
            />
            <AuthFooter>
              {t('login.noAccount')}{' '}
              <AppLink href={paths.register} keepQuery className={authLinkClass}>
                {t('login.register')}
              </AppLink>
            </AuthFooter>
          </>
        )}
      </AuthLayout>
    </>
  );
}
