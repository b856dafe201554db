import type { DeviceLimitData, DeviceLimitSession, UserDto } from '@contract/api';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DeviceIcon } from '@/components/ui/device-icon';
import { useDescribeDevice } from '@/lib/devices/use-describe-device';
import { ApiError } from '@/lib/api-client';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import { formatDateTime } from '@/lib/dates';
import { replaceSession } from '../api/replace-session';
import { detectDeviceKind } from '../utils/device-kind';
import styles from './device-limit-step.module.scss';

export interface DeviceLimitStepProps {
  limit: DeviceLimitData;
  onSubmitStart?: () => void;
  onSubmitFailed?: () => void;
  onSignedIn: (user: UserDto) => Promise<void> | void;
  /** Back to the login form (also where an expired ticket leads). */
  onBack: (message?: string) => void;
}

/**
 * The account is signed in on as many devices as it may be. The password was right, so the
 * login answered the account's sessions and a short-lived ticket: signing one of them out
 * signs this device in, in one step.
 */
export function DeviceLimitStep({ limit, onSubmitStart, onSubmitFailed, onSignedIn, onBack }: DeviceLimitStepProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const describe = useDescribeDevice();
  const [current, setCurrent] = useState(limit);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const signOut = async (session: DeviceLimitSession) => {
    setError(null);
    setBusyId(session.id);
    onSubmitStart?.();
    let user: UserDto;
    try {
      const data = await replaceSession({
        ticket: current.ticket,
        sessionId: session.id,
        deviceKind: detectDeviceKind(window.navigator.userAgent),
      });
      user = data.user;
    } catch (err) {
      onSubmitFailed?.();
      setBusyId(null);
      const code = apiErrorCode(err);
      if (code === 'INVALID_VERIFICATION_TOKEN') {
        onBack(t('deviceLimit.expired'));
        return;
      }
      // Another device signed in meanwhile: the answer brings the sessions as they are now.
      if (err instanceof ApiError && err.deviceLimit) setCurrent(err.deviceLimit);
      else if (code === 'NOT_FOUND')
        setCurrent({ ...current, sessions: current.sessions.filter((s) => s !== session) });
      setError(code === 'NOT_FOUND' ? t('deviceLimit.gone') : apiErrorMessage(tCommon, err));
      return;
    }
    await onSignedIn(user);
  };

  return (
    <div className={styles.step}>
      {error && (
        <Alert variant="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ul className={styles.list} aria-label={t('deviceLimit.listLabel')}>
        {current.sessions.map((session) => {
          const titleId = `device-limit-session-${session.id}`;
          return (
            <li key={session.id} className={styles.item} aria-labelledby={titleId}>
              <span className={styles.icon} aria-hidden="true">
                <DeviceIcon kind={session.deviceKind} size={22} />
              </span>
              <div className={styles.body}>
                <h2 id={titleId} className={styles.title}>
                  {describe(session)}
                </h2>
                <p className={styles.meta}>
                  {t('deviceLimit.lastActive', { time: formatDateTime(session.lastSeenAt) })}
                  <br />
                  {t('deviceLimit.signedInAt', { time: formatDateTime(session.createdAt) })}
                </p>
              </div>
              <Button
                variant="outline"
                size="small"
                className={styles.action}
                aria-describedby={titleId}
                loading={busyId === session.id}
                disabled={busyId !== null && busyId !== session.id}
                onClick={() => void signOut(session)}
              >
                {t('deviceLimit.signOut')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" fullWidth onClick={() => onBack()} disabled={busyId !== null}>
        {t('deviceLimit.back')}
      </Button>
    </div>
  );
}
