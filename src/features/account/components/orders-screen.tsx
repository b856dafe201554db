import type { OrderDto } from '@contract/commerce';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { IconChevronRight } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCancelOrder } from '@/lib/commerce/api/cancel-order';
import { useOrder } from '@/lib/commerce/api/order';
import { useOrders } from '@/lib/commerce/api/orders';
import { formatDateTime } from '@/lib/dates';
import { AccountLayout } from './account-layout';
import styles from './commerce-account.module.scss';

const TRANS_NO = /^[A-Za-z0-9_-]{1,64}$/;

function pageOf(value: string | string[] | undefined): number {
  const page = typeof value === 'string' && /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : 1;
  return page;
}

/** /account/orders: the orders, a page at a time; `?transNo=` opens one order's detail. */
export function OrdersScreen() {
  const { t } = useTranslation('commerce');
  const { query } = useRouter();
  const transNo = typeof query.transNo === 'string' && TRANS_NO.test(query.transNo) ? query.transNo : null;
  return (
    <AccountLayout title={t('orders.title')} metaTitle={t('meta.orders.title')} description={t('orders.description')}>
      {() => (transNo ? <OrderDetail transNo={transNo} /> : <OrderList page={pageOf(query.page)} />)}
    </AccountLayout>
  );
}

function StatusBadge({ status }: { status: OrderDto['status'] }) {
  const { t } = useTranslation('commerce');
  return (
    <span className={styles.status} data-status={status}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

function itemsSummary(order: OrderDto, locale: string, more: (count: number) => string): string {
  const [first, ...rest] = order.items;
  if (!first) return '';
  const name = locale === 'en' && first.name.en ? first.name.en : first.name.vi;
  return rest.length > 0 ? `${name} ${more(rest.length)}` : name;
}

function OrderList({ page }: { page: number }) {
  const { t, i18n } = useTranslation('commerce');
  const router = useRouter();
  const { data: orders, error, isLoading, mutate } = useOrders(page);

  const goTo = (next: number) => {
    void router.push({ pathname: router.pathname, query: next > 1 ? { page: next } : {} }, undefined, {
      shallow: true,
    });
  };

  if (error && !orders) {
    return (
      <Alert variant="error">
        <p>{t('orders.loadError')}</p>
        <Button variant="outline" size="small" className={styles.retry} onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!orders || isLoading) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (orders.items.length === 0) {
    return (
      <EmptyState
        title={t('orders.empty.title')}
        text={t('orders.empty.text')}
        action={
          <div className={styles.actions}>
            <Button href={paths.checkoutCombo} size="medium">
              {t('common.seePlans')}
            </Button>
            <Button href={paths.explore} size="medium" variant="outline">
              {t('common.browse')}
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <div className={styles.stack}>
      <div className={styles.table} role="table" aria-label={t('orders.listLabel')}>
        <div className={styles.tableHead} role="row">
          <span role="columnheader">{t('orders.columns.transNo')}</span>
          <span role="columnheader">{t('orders.columns.items')}</span>
          <span role="columnheader">{t('orders.columns.createdAt')}</span>
          <span role="columnheader" className={styles.numeric}>
            {t('orders.columns.total')}
          </span>
          <span role="columnheader">{t('orders.columns.status')}</span>
          <span role="columnheader">
            <span className="visually-hidden">{t('orders.view')}</span>
          </span>
        </div>
        {orders.items.map((order) => (
          <div key={order.transNo} className={styles.row} role="row" data-testid="order-row">
            <span role="cell" className={styles.transNo}>
              {order.transNo}
            </span>
            <span role="cell" className={styles.itemsCell}>
              {itemsSummary(order, i18n.language, (count) => t('orders.more', { count }))}
            </span>
            <span role="cell" className={styles.muted}>
              {formatDateTime(order.createdAt)}
            </span>
            <span role="cell" className={styles.numeric}>
              <Money amount={order.total} />
            </span>
            <span role="cell">
              <StatusBadge status={order.status} />
            </span>
            <span role="cell" className={styles.viewCell}>
              <AppLink
                href={paths.accountOrder(order.transNo)}
                className={styles.viewLink}
                aria-label={t('orders.viewLabel', { transNo: order.transNo })}
              >
                {t('orders.view')}
                <IconChevronRight size={16} />
              </AppLink>
            </span>
          </div>
        ))}
      </div>
      {orders.totalPages > 1 && (
        <nav className={styles.pagination} aria-label={t('orders.paginationLabel')}>
          <Button variant="outline" size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('orders.previous')}
          </Button>
          <span className={styles.muted}>{t('orders.page', { page: orders.page, total: orders.totalPages })}</span>
          <Button variant="outline" size="small" disabled={page >= orders.totalPages} onClick={() => goTo(page + 1)}>
            {t('orders.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

function OrderDetail({ transNo }: { transNo: string }) {
  const { t, i18n } = useTranslation('commerce');
  const { data: order, error, isLoading, mutate } = useOrder(transNo);
  const [cancelledHere, setCancelledHere] = useState(false);
  const locale = i18n.language;

  const back = (
    <AppLink href={paths.accountOrders} className={styles.back}>
      ← {t('orders.detail.back')}
    </AppLink>
  );

  if (error && !order) {
    const notFound = error.status === 404;
    return (
      <div className={styles.stack}>
        {back}
        <Alert variant={notFound ? 'warning' : 'error'}>
          <p>{notFound ? t('orders.detail.notFound') : t('orders.loadError')}</p>
          {!notFound && (
            <Button variant="outline" size="small" className={styles.retry} onClick={() => void mutate()}>
              {t('common.retry')}
            </Button>
          )}
        </Alert>
      </div>
    );
  }
  if (!order || isLoading) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }

  const failed = order.status === 'FAILED' || order.status === 'CANCELLED' || order.status === 'EXPIRED';
  const reason =
    order.status === 'REFUND_DUE'
      ? t('orders.detail.refundDue')
      : order.status === 'EXPIRED' && order.resultCode === null
        ? t('result.expired')
        : order.resultCode
          ? t(`codes.${order.resultCode}`)
          : null;

  return (
    <div className={styles.stack}>
      {back}
      <section className={styles.card} aria-labelledby="order-detail-title" data-testid="order-detail">
        <div className={styles.cardHead}>
          <h2 id="order-detail-title" className={styles.cardTitle}>
            {t('orders.detail.title', { transNo: order.transNo })}
          </h2>
          <StatusBadge status={order.status} />
        </div>

        <h3 className={styles.subTitle}>{t('orders.detail.items')}</h3>
        <ul className={styles.lines}>
          {order.items.map((item) => {
            const name = locale === 'en' && item.name.en ? item.name.en : item.name.vi;
            return (
              <li key={`${item.kind}-${item.refId}`} className={styles.line}>
                <span className={styles.lineText}>
                  <span className={styles.lineKind}>{t(`common.kinds.${item.kind}`)}</span>
                  {item.slug && order.status === 'SUCCESS' ? (
                    <AppLink href={paths.practiceTest(item.slug)}>{name}</AppLink>
                  ) : (
                    <span>{name}</span>
                  )}
                </span>
                <Money amount={item.price} className={styles.numeric} />
              </li>
            );
          })}
        </ul>

        <dl className={styles.amounts}>
          <div>
            <dt>{t('orders.detail.subtotal')}</dt>
            <dd>
              <Money amount={order.subtotal} />
            </dd>
          </div>
          {order.discount > 0 && (
            <div data-kind="discount">
              <dt>
                {t('orders.detail.discount')}
                {order.voucherCode && ` (${t('orders.detail.voucher')} ${order.voucherCode})`}
              </dt>
              <dd>
                −<Money amount={order.discount} />
              </dd>
            </div>
          )}
          <div data-kind="total">
            <dt>{t('orders.detail.total')}</dt>
            <dd>
              <Money amount={order.total} />
            </dd>
          </div>
        </dl>

        <dl className={styles.facts}>
          <div>
            <dt>{t('orders.detail.method')}</dt>
            <dd>{t(`checkout.method.${order.method}.name`)}</dd>
          </div>
          <div>
            <dt>{t('orders.detail.createdAt')}</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </div>
          {order.paidAt && (
            <div>
              <dt>{t('orders.detail.paidAt')}</dt>
              <dd>{formatDateTime(order.paidAt)}</dd>
            </div>
          )}
          {order.status === 'PENDING' && (
            <div>
              <dt>{t('orders.detail.expiresAt')}</dt>
              <dd>{formatDateTime(order.expiresAt)}</dd>
            </div>
          )}
          {reason && (
            <div className={styles.factWide}>
              <dt>{t('orders.detail.result')}</dt>
              <dd className={failed ? styles.reasonFail : undefined}>{reason}</dd>
            </div>
          )}
        </dl>

        {order.status === 'PENDING' && (
          <div className={styles.orderActions}>
            {order.paymentUrl && (
              <a href={order.paymentUrl} className={styles.continueLink}>
                {t('orders.detail.continue')}
              </a>
            )}
            <CancelOrder transNo={order.transNo} onCancelled={() => setCancelledHere(true)} />
          </div>
        )}
        {cancelledHere && order.status === 'CANCELLED' && (
          <p role="status" className={styles.muted}>
            {t('orders.detail.cancelled')}
          </p>
        )}
      </section>
    </div>
  );
}

/** "Cancel order" for an unpaid order, after a confirmation: the server cancels it and frees its voucher. */
function CancelOrder({ transNo, onCancelled }: { transNo: string; onCancelled: () => void }) {
  const { t } = useTranslation('commerce');
  const cancelOrder = useCancelOrder();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await cancelOrder(transNo);
      setOpen(false);
      onCancelled();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline" size="medium" onClick={() => setOpen(true)}>
        {t('orders.detail.cancel')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        size="small"
        title={t('orders.detail.cancel')}
        description={t('orders.detail.cancelConfirm', { transNo })}
        footer={
          <>
            <Button variant="outline" size="medium" onClick={() => setOpen(false)} disabled={busy}>
              {t('orders.detail.cancelKeep')}
            </Button>
            <Button size="medium" loading={busy} onClick={() => void confirm()}>
              {t('orders.detail.cancel')}
            </Button>
          </>
        }
      >
        {failed && <Alert variant="error">{t('orders.detail.cancelError')}</Alert>}
      </Modal>
    </>
  );
}
