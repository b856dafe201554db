import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { UnitTestDetailDto } from '@contract/catalogue';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { IconCheckCircle } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { ShareLink } from '@/components/ui/share-link';
import { formatVnd, unitTestTitles } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useUseUnitTest } from '@/lib/catalogue/api/use-unit-test';
import { useQuantityLeft } from '@/lib/commerce/api/quantities';
import { useHasSession } from '@/lib/current-user';
import { formatClock } from '@/lib/format';
import { shareTest } from '@/lib/sharing/share-test';
import styles from './access-panel.module.scss';

/** The membership plans, on the page where one is bought. */
const PLANS_HREF = paths.checkoutCombo;

type AccessState = 'owned' | 'free' | 'assigned' | 'covered' | 'silver' | 'gold' | 'membership' | 'paid';

function accessState(test: UnitTestDetailDto, signedIn: boolean): AccessState {
  if (signedIn && test.owned) return 'owned';
  if (test.accessTier === 'FREE') return 'free';
  // Opened by a class assignment, not by a plan: adding it to My tests would be refused.
  if (signedIn && test.assigned) return 'assigned';
  // The API says whether, and with what, the caller's membership opens the test.
  if (signedIn && test.openWith === 'QUANTITY_SILVER') return 'silver';
  if (signedIn && test.openWith === 'QUANTITY_GOLD') return 'gold';
  if (signedIn && (test.canTake || test.openWith === 'MEMBERSHIP')) return 'covered';
  return test.accessTier === 'MEMBERSHIP' ? 'membership' : 'paid';
}

export interface AccessPanelProps {
  test: UnitTestDetailDto;
  /** A TEST share code from an encoded link (the server checks it when the attempt starts). */
  shareCode?: string | null;
  /** Opens the player; offered when the caller may take the test (or holds a share code). */
  onStart?: () => void;
  /** An attempt in progress: when its time runs out (this browser's clock, from the server's count). */
  continueEndsAt?: number | null;
}

/**
 * What the visitor may do with the test: start it when they may take it (guests included for
 * free tests and shared links), add a free (or covered) test to their tests, see that they own
 * it, or learn that it needs a membership or a purchase.
 */
export function AccessPanel({ test, shareCode = null, onStart, continueEndsAt = null }: AccessPanelProps) {
  const { t } = useTranslation('catalogue');
  const { t: tPlayer } = useTranslation('player');
  const { t: tCommon } = useTranslation('common');
  const { i18n } = useTranslation();
  const router = useRouter();
  const signedIn = useHasSession();
  const use = useUseUnitTest();
  const state = accessState(test, signedIn);
  const loginHref = paths.loginWithRedirect(router.asPath);

  const add = () => {
    void use.trigger({ id: test.id, slug: test.slug });
  };
  // A credit is spent only after the learner saw what is left afterwards and confirmed.
  const [confirming, setConfirming] = useState(false);
  const open = async () => {
    await use.trigger({ id: test.id, slug: test.slug, useQuantity: state === 'gold' });
    setConfirming(false);
  };
  const name = unitTestTitles(test, i18n.language).title;
  const pendingOrder = signedIn ? test.pendingOrder : null;
  // Never sell an owned test: the buttons only show for a paid test the caller does not own. While
  // a payment for it is under way, the order is offered instead of a second purchase.
  const buyButtons = pendingOrder ? (
    <div className={styles.pending} data-testid="pending-payment">
      <p className={styles.heading}>{t('detail.access.pending.title')}</p>
      <p className={styles.text}>{t('detail.access.pending.text', { transNo: pendingOrder.transNo })}</p>
      <Button href={paths.accountOrder(pendingOrder.transNo)} variant="outline" fullWidth>
        {t('detail.access.pending.link')}
      </Button>
    </div>
  ) : (
    <div className={styles.buy}>
      <Button href={paths.checkoutUnitTest(test.id)} fullWidth>
        {t('detail.access.paid.buyNow')}
      </Button>
      <AddToCartButton unitTestId={test.id} name={name} size="large" fullWidth />
    </div>
  );

  const addButton = (
    <Button fullWidth loading={use.isMutating} onClick={add}>
      {t('detail.access.free.add')}
    </Button>
  );

  const canStart = Boolean(onStart) && (test.canTake || test.accessTier === 'FREE' || Boolean(shareCode));
  // A signed-in learner who may take the test shares it with a share code the server checks; a
  // free test needs none, so a guest can share it too.
  const canShare = (signedIn && (test.canTake || test.owned)) || test.accessTier === 'FREE';

  const createShareUrl = async () => {
    const code = signedIn ? (await shareTest(test.id)).code : null;
    // crypto-js is loaded only when someone shares.
    const { encodeTestLink, practiceLinkUrl } = await import('@/lib/practice-link');
    return practiceLinkUrl(encodeTestLink(test.id, code));
  };

  return (
    <section className={styles.panel} aria-labelledby="test-access-title" data-state={state}>
      <h2 id="test-access-title" className="visually-hidden">
        {t('detail.access.title')}
      </h2>

      {canStart && (
        <Button fullWidth onClick={onStart} className={styles.start}>
          {continueEndsAt !== null ? (
            <ContinueLabel endsAt={continueEndsAt} />
          ) : shareCode && !test.canTake ? (
            tPlayer('startShared')
          ) : (
            tPlayer('start')
          )}
        </Button>
      )}

      {state === 'owned' && (
        <>
          <p className={styles.heading}>
            <IconCheckCircle size={22} className={styles.ownedIcon} />
            {t('detail.access.owned.title')}
          </p>
          <p className={styles.text}>{t('detail.access.owned.text')}</p>
          <Button href={paths.myTests} variant="outline" fullWidth>
            {t('detail.access.owned.link')}
          </Button>
        </>
      )}

      {state === 'free' && (
        <>
          <p className={styles.heading}>{t('detail.access.free.title')}</p>
          {signedIn ? (
            <>
              <p className={styles.text}>{t('detail.access.free.student')}</p>
              {addButton}
            </>
          ) : (
            <>
              <p className={styles.text}>{t('detail.access.free.guest')}</p>
              <Button href={loginHref} fullWidth variant={canStart ? 'outline' : 'filled'}>
                {t('detail.access.free.signIn')}
              </Button>
            </>
          )}
        </>
      )}

      {state === 'assigned' && (
        <>
          <p className={styles.heading}>{t('detail.access.assigned.title')}</p>
          <p className={styles.text}>{t('detail.access.assigned.text')}</p>
          <Button href={paths.myClasses} variant="outline" fullWidth>
            {t('detail.access.assigned.link')}
          </Button>
        </>
      )}

      {state === 'covered' && (
        <>
          <p className={styles.heading}>{t('detail.access.covered.title')}</p>
          <p className={styles.text}>{t('detail.access.covered.text')}</p>
          {addButton}
        </>
      )}

      {state === 'membership' && (
        <>
          <p className={styles.heading}>{t('detail.access.membership.title')}</p>
          <p className={styles.text}>{t('detail.access.membership.text')}</p>
          <Button href={PLANS_HREF} fullWidth>
            {t('detail.access.plans')}
          </Button>
        </>
      )}

      {(state === 'silver' || state === 'gold') && (
        <>
          <p className={styles.heading}>{t(`detail.access.${state}.title`)}</p>
          <p className={styles.text}>{t(`detail.access.${state}.text`)}</p>
          <Button fullWidth loading={use.isMutating} onClick={() => setConfirming(true)}>
            {t(`detail.access.${state}.button`)}
          </Button>
          {state === 'gold' && buyButtons}
          <ConfirmCredit
            kind={state === 'gold' ? 'QUANTITY_GOLD' : 'QUANTITY_SILVER'}
            open={confirming}
            busy={use.isMutating}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void open()}
          />
        </>
      )}

      {state === 'paid' && (
        <>
          <p className={styles.heading}>{t('detail.access.paid.title')}</p>
          {test.price != null && (
            <p className={styles.price}>
              <span className={styles.priceLabel}>{t('detail.access.paid.price')}</span>
              <span className={styles.priceValue}>{formatVnd(test.price, i18n.language)}</span>
            </p>
          )}
          <p className={styles.text}>{t('detail.access.paid.text')}</p>
          {buyButtons}
          <p className={styles.hint}>
            {t('detail.access.paid.orPlans')}{' '}
            <Button href={PLANS_HREF} variant="link" size="small">
              {t('detail.access.plans')}
            </Button>
          </p>
        </>
      )}

      {(state === 'membership' || state === 'paid') && !signedIn && (
        <p className={styles.hint}>
          {t('detail.access.membership.guestHint')}{' '}
          <Button href={loginHref} variant="link" size="small">
            {t('detail.access.signIn')}
          </Button>
        </p>
      )}

      {canShare && (
        <div className={styles.share}>
          <ShareLink
            fullWidth
            createUrl={createShareUrl}
            texts={{
              button: t('detail.share.button'),
              copied: t('detail.share.copied'),
              link: t('detail.share.link'),
              error: t('detail.share.error'),
            }}
          />
        </div>
      )}

      {use.data?.quantityUsed && (
        <p className={styles.hint} role="status">
          {t('detail.access.quantityLeft', { left: use.data.quantityUsed.left })}
        </p>
      )}

      {use.error && (
        <Alert variant="error" className={styles.error} onDismiss={use.reset}>
          {apiErrorMessage(tCommon, use.error)}
        </Alert>
      )}
    </section>
  );
}

interface ConfirmCreditProps {
  kind: 'QUANTITY_SILVER' | 'QUANTITY_GOLD';
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a credit is spent, with what is left of it afterwards (and of today's cap). */
function ConfirmCredit({ kind, open, busy, onCancel, onConfirm }: ConfirmCreditProps) {
  const { t } = useTranslation('catalogue');
  const { left, todayLeft, isLoading } = useQuantityLeft(kind, open);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      size="small"
      title={t(kind === 'QUANTITY_GOLD' ? 'detail.access.confirm.goldTitle' : 'detail.access.confirm.silverTitle')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('detail.access.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t('detail.access.confirm.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.confirmBody}>
        {isLoading || left === null ? (
          <p>{t('detail.access.confirm.loading')}</p>
        ) : (
          <p data-testid="credit-after">{t('detail.access.confirm.text', { left, after: Math.max(left - 1, 0) })}</p>
        )}
        {todayLeft !== null && <p>{t('detail.access.confirm.today', { count: todayLeft })}</p>}
        <p className={styles.hint}>{t('detail.access.confirm.note')}</p>
      </div>
    </Modal>
  );
}

/** "Continue (mm:ss left)", counting down each second. */
function ContinueLabel({ endsAt }: { endsAt: number }) {
  const { t } = useTranslation('player');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <>{t('continue', { time: formatClock(endsAt - now) })}</>;
}
