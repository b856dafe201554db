import type { LoginSessionDto, RevokeSessionRequest, UserDto } from '@contract/api';
import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';
import { notify } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { IconLogout } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatDateTime } from '@/lib/dates';
import { useLoginSessions } from '../api/get-login-sessions';
import { revokeSession } from '../api/revoke-session';
import { useDescribeDevice } from '@/lib/devices/use-describe-device';
import { useSignOutHere } from '../hooks/use-sign-out-here';
import { DeviceIcon } from '@/components/ui/device-icon';
import { AccountLayout } from './account-layout';
import styles from './login-sessions-screen.module.scss';

/** What the confirm dialog is about to sign out. */
type PendingRevoke = { kind: 'one'; session: LoginSessionDto; label: string } | { kind: 'others' };

/** /account/sessions: the account's active sign-ins, each of which can be signed out. */
export function LoginSessionsScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountLayout title={t('sessions.title')} metaTitle={t('sessions.metaTitle')} description={t('sessions.subtitle')}>
      {(user) => <LoginSessions key={user.id} user={user} />}
    </AccountLayout>
  );
}

function LoginSessions({ user }: { user: UserDto }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const { data: sessions, error, isLoading, mutate } = useLoginSessions(user.id);
  const describe = useDescribeDevice();
  const signOutHere = useSignOutHere();
  const [pending, setPending] = useState<PendingRevoke | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const others = sessions?.filter((session) => !session.current) ?? [];

  const open = (next: PendingRevoke) => {
    setRevokeError(null);
    setPending(next);
  };

  const close = () => {
    if (submitting) return;
    setPending(null);
    setRevokeError(null);
  };

  const confirm = async () => {
    if (!pending) return;
    const body: RevokeSessionRequest = pending.kind === 'one' ? { sessionId: pending.session.id } : { allOthers: true };
    const endsThisDevice = pending.kind === 'one' && pending.session.current;
    setSubmitting(true);
    setRevokeError(null);
    try {
      await revokeSession(body);
    } catch (err) {
      setRevokeError(apiErrorMessage(tCommon, err));
      setSubmitting(false);
      return;
    }
    if (endsThisDevice) {
      setSubmitting(false);
      setPending(null);
      notify.success(t('sessions.toasts.signedOutHere'));
      await signOutHere();
      return;
    }
    await mutate();
    setSubmitting(false);
    setPending(null);
    notify.success(pending.kind === 'others' ? t('sessions.toasts.revokedOthers') : t('sessions.toasts.revoked'));
  };

  let body: ReactNode;
  if (sessions) {
    body =
      sessions.length === 0 ? (
        <p className={styles.empty}>{t('sessions.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('sessions.listLabel')}>
          {sessions.map((session) => {
            const label = describe(session);
            return (
              <SessionItem
                key={session.id}
                session={session}
                label={label}
                onSignOut={() => open({ kind: 'one', session, label })}
              />
            );
          })}
        </ul>
      );
  } else if (error && !isLoading) {
    body = (
      <Alert variant="error">
        <p>{t('sessions.loadError')}</p>
        <Button variant="outline" size="small" className={styles.retry} onClick={() => void mutate()}>
          {t('sessions.retry')}
        </Button>
      </Alert>
    );
  } else {
    body = <SessionsSkeleton label={t('sessions.loading')} />;
  }

  const dialog = pendingText(pending);

  return (
    <section className={styles.card} aria-labelledby="sessions-heading">
      <header className={styles.toolbar}>
        <h2 id="sessions-heading" className={styles.heading}>
          {sessions ? t('sessions.count', { count: sessions.length }) : t('sessions.listLabel')}
        </h2>
        <Button
          variant="outline"
          size="small"
          leftIcon={<IconLogout size={16} />}
          disabled={others.length === 0}
          onClick={() => open({ kind: 'others' })}
          className={styles.signOutOthers}
        >
          {t('sessions.signOutOthers')}
        </Button>
      </header>
      {body}
      <Modal
        open={pending !== null}
        onClose={close}
        size="small"
        closeOnOverlayClick={!submitting}
        closeOnEscape={!submitting}
        title={dialog ? t(`sessions.confirm.${dialog.key}.title`) : ''}
        description={dialog ? t(`sessions.confirm.${dialog.key}.description`, { device: dialog.device }) : undefined}
        footer={
          <>
            <Button variant="ghost" size="medium" onClick={close} disabled={submitting}>
              {t('sessions.confirm.cancel')}
            </Button>
            <Button variant="danger" size="medium" loading={submitting} onClick={() => void confirm()}>
              {dialog ? t(`sessions.confirm.${dialog.key}.confirm`) : ''}
            </Button>
          </>
        }
      >
        {revokeError && <Alert variant="error">{revokeError}</Alert>}
      </Modal>
    </section>
  );
}

function pendingText(pending: PendingRevoke | null) {
  if (!pending) return null;
  if (pending.kind === 'others') return { key: 'others' as const, device: '' };
  return { key: pending.session.current ? ('current' as const) : ('one' as const), device: pending.label };
}

function SessionItem({
  session,
  label,
  onSignOut,
}: {
  session: LoginSessionDto;
  label: string;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('account');
  const titleId = `session-${session.id}-title`;
  const unknown = <span className={styles.unknown}>{t('sessions.unknown')}</span>;

  return (
    <li className={styles.item} data-current={session.current || undefined} aria-labelledby={titleId}>
      <span className={styles.deviceIcon} data-kind={session.deviceKind}>
        <DeviceIcon kind={session.deviceKind} size={24} />
      </span>
      <div className={styles.itemBody}>
        <div className={styles.itemTitleRow}>
          <h3 id={titleId} className={styles.itemTitle}>
            {label}
          </h3>
          {session.current && <span className={styles.badge}>{t('sessions.current')}</span>}
        </div>
        <dl className={styles.meta}>
          <div>
            <dt>{t('sessions.device')}</dt>
            <dd>{t(`devices.${session.deviceKind}`)}</dd>
          </div>
          <div>
            <dt>{t('sessions.ip')}</dt>
            <dd>{session.ip ?? unknown}</dd>
          </div>
          <div>
            <dt>{t('sessions.createdAt')}</dt>
            <dd>{formatDateTime(session.createdAt) || unknown}</dd>
          </div>
          <div>
            <dt>{t('sessions.lastSeenAt')}</dt>
            <dd>{formatDateTime(session.lastSeenAt) || unknown}</dd>
          </div>
        </dl>
      </div>
      <Button
        variant="outline"
        size="small"
        onClick={onSignOut}
        aria-describedby={titleId}
        className={styles.itemAction}
      >
        {t('sessions.signOut')}
      </Button>
    </li>
  );
}

function SessionsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className={styles.srOnly}>{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow} aria-hidden="true">
          <span className={styles.skeletonIcon} />
          <span className={styles.skeletonLines}>
            <span className={styles.skeletonLine} data-width="wide" />
            <span className={styles.skeletonLine} data-width="narrow" />
          </span>
        </div>
      ))}
    </div>
  );
}
