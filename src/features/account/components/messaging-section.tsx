import type { TFunction } from 'i18next';
import type { MessagingLinkDto } from '@contract/messaging';
import { DEFAULT_LOCALE } from '@contract/constants';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { createIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatDate } from '@/lib/dates';
import { useQueryReady } from '@/lib/use-query-ready';
import { startMessagingLink, useMessagingLink, useMessagingLinkChanges } from '../api/messaging-link';
import styles from './messaging-section.module.scss';

/** A chat bubble, for the messaging service. */
const IconChat = createIcon(
  'IconChat',
  <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9.6 9.6 0 0 1-3.9-.8L3 21l1.6-4.4A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5Z" />,
  22,
);

type Outcome = { variant: 'success' | 'error' | 'info'; text: string };
type Busy = 'link' | 'unlink' | 'finish' | null;

/** The account page, in the reader's language: where the provider sends the browser back. */
function accountPageUrl(language: string): string {
  const prefix = language === DEFAULT_LOCALE ? '' : `/${language}`;
  return `${window.location.origin}${prefix}${paths.account}`;
}

/** The messaging refusals are this section's own words, not sent with every page in common. */
function ownErrors(t: TFunction<'messaging'>): Record<string, string> {
  return t('apiErrors', { returnObjects: true }) as Record<string, string>;
}

/**
 * The account's link to the company's Zalo Official Account (spec §7 "Messaging link"): not
 * linked (link), linked with the Zalo name and date (unlink, after a confirmation), or not
 * available. Linking goes to the provider's page and comes back here with what the provider
 * signed, which is handed to the API once and removed from the address.
 */
export function MessagingSection() {
  const { t, i18n } = useTranslation('messaging');
  const { t: tCommon } = useTranslation('common');
  const router = useRouter();
  const queryReady = useQueryReady();
  const { data: link, error, isLoading, mutate } = useMessagingLink();
  const changes = useMessagingLinkChanges();
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const handled = useRef(false);
  const sectionRef = useRef<HTMLElement>(null);
  const lang = i18n.language === 'en' ? 'en' : 'vi';

  // Back from the provider: ?state=…&payload=…&signature=… (or &error=… when declined).
  useEffect(() => {
    if (!queryReady || handled.current) return;
    const { state, payload, signature, error: declined } = router.query;
    if (typeof state !== 'string') return;
    handled.current = true;
    void (async () => {
      // Off the address first: a reload or a shared link never sends the same state again.
      await router.replace({ pathname: router.pathname }, undefined, { shallow: true, scroll: false });
      // The section sits below the profile (off screen on a phone): bring the outcome into view.
      sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      if (typeof declined === 'string') {
        setOutcome({ variant: 'info', text: t('outcome.declined') });
        return;
      }
      if (typeof payload !== 'string' || typeof signature !== 'string') {
        setOutcome({ variant: 'error', text: t('apiErrors.MESSAGING_SIGNATURE_INVALID') });
        return;
      }
      setBusy('finish');
      try {
        await changes.finish({ state, payload, signature });
        setOutcome({ variant: 'success', text: t('outcome.linked') });
      } catch (reason) {
        setOutcome({ variant: 'error', text: apiErrorMessage(tCommon, reason, ownErrors(t)) });
      } finally {
        setBusy(null);
      }
    })();
  }, [queryReady, router, t, tCommon, changes]);

  async function startLinking() {
    setBusy('link');
    setOutcome(null);
    try {
      const { url } = await startMessagingLink(accountPageUrl(i18n.language), lang);
      window.location.assign(url);
    } catch (reason) {
      setOutcome({ variant: 'error', text: apiErrorMessage(tCommon, reason, ownErrors(t)) });
      setBusy(null);
    }
  }

  async function unlink() {
    setBusy('unlink');
    setOutcome(null);
    try {
      await changes.unlink();
      setConfirming(false);
      setOutcome({ variant: 'success', text: t('outcome.unlinked') });
    } catch (reason) {
      setOutcome({ variant: 'error', text: apiErrorMessage(tCommon, reason, ownErrors(t)) });
    } finally {
      setBusy(null);
    }
  }

  let body;
  if (busy === 'finish') {
    body = <Spinner label={t('finishing')} />;
  } else if (link) {
    body = link.linked ? (
      <LinkedBody
        link={link}
        confirming={confirming}
        busy={busy === 'unlink'}
        onUnlink={() => setConfirming(true)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void unlink()}
      />
    ) : link.available ? (
      <div className={styles.actions}>
        <p className={styles.hint}>{t('notLinked.hint')}</p>
        <Button
          size="medium"
          loading={busy === 'link'}
          onClick={() => void startLinking()}
          leftIcon={<IconChat size={18} />}
          data-testid="messaging-link"
        >
          {t('actions.link')}
        </Button>
      </div>
    ) : (
      <p className={styles.hint}>{t('unavailable')}</p>
    );
  } else if (error && !isLoading) {
    body = (
      <Alert variant="error">
        <p>{t('section.loadError')}</p>
        <Button variant="outline" size="small" className={styles.retry} onClick={() => void mutate()}>
          {t('section.retry')}
        </Button>
      </Alert>
    );
  } else {
    body = <Spinner label={t('section.loading')} />;
  }

  return (
    <section
      ref={sectionRef}
      className={styles.card}
      aria-labelledby="messaging-title"
      id="messaging"
      data-testid="messaging-section"
    >
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <IconChat />
        </span>
        <div className={styles.heading}>
          <h2 id="messaging-title" className={styles.title}>
            {t('section.title')}
          </h2>
          <p className={styles.description}>{t('section.description')}</p>
        </div>
        {link && busy !== 'finish' && (
          <span className={styles.status} data-linked={link.linked} data-testid="messaging-status">
            {link.linked ? t('status.linked') : t('status.notLinked')}
          </span>
        )}
      </div>
      <div aria-live="polite" className={styles.live}>
        {outcome && (
          <Alert variant={outcome.variant} className={styles.outcome} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
      </div>
      {body}
    </section>
  );
}

interface LinkedBodyProps {
  link: MessagingLinkDto;
  confirming: boolean;
  busy: boolean;
  onUnlink: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

function LinkedBody({ link, confirming, busy, onUnlink, onCancel, onConfirm }: LinkedBodyProps) {
  const { t } = useTranslation('messaging');
  return (
    <>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>{t('linked.account')}</dt>
          <dd data-testid="messaging-name">{link.displayName}</dd>
        </div>
        <div className={styles.detail}>
          <dt>{t('linked.since')}</dt>
          <dd>{formatDate(link.linkedAt)}</dd>
        </div>
      </dl>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby="messaging-confirm">
          <p id="messaging-confirm" className={styles.confirmText}>
            {t('confirm', { name: link.displayName ?? '' })}
          </p>
          <div className={styles.buttons}>
            <Button variant="danger" size="medium" loading={busy} onClick={onConfirm} autoFocus>
              {t('actions.confirmUnlink')}
            </Button>
            <Button variant="outline" size="medium" disabled={busy} onClick={onCancel}>
              {t('actions.keepLinked')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.buttons}>
          <Button variant="outline" size="medium" onClick={onUnlink}>
            {t('actions.unlink')}
          </Button>
        </div>
      )}
    </>
  );
}
