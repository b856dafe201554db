import type { NotificationDto } from '@contract/notifications';
import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';

export interface RenderedNotification {
  title: string;
  body: string;
  /** Where it leads in the app, or null. */
  href: string | null;
}

const text = (params: NotificationDto['params'], key: string): string => {
  const value = params[key];
  return value === undefined ? '' : String(value);
};

/**
 * A notification written in the reader's language: the server stores only the kind and its
 * parameters, so a student switching language sees every notification in the new one.
 */
export function renderNotification(
  item: NotificationDto,
  t: TFunction<'notifications'>,
  language: string,
): RenderedNotification {
  const { params } = item;
  const en = language === 'en';
  if (item.kind === 'ANNOUNCEMENT') {
    return {
      title: text(params, en ? 'titleEn' : 'titleVi') || text(params, 'titleVi'),
      body: text(params, en ? 'bodyEn' : 'bodyVi') || text(params, 'bodyVi'),
      href: item.link,
    };
  }
  const values = {
    transNo: text(params, 'transNo'),
    amount: typeof params.total === 'number' ? formatMoney(params.total, language) : '',
    className: text(params, 'className'),
    testName: (en && text(params, 'testNameEn')) || text(params, 'testName'),
    dueAt: formatDateTime(text(params, 'dueAt')),
    answer: text(params, 'answer'),
  };
  const classSlug = text(params, 'classSlug');
  const hrefs: Record<Exclude<NotificationDto['kind'], 'ANNOUNCEMENT'>, string | null> = {
    ORDER_PAID: values.transNo ? paths.accountOrder(values.transNo) : paths.accountOrders,
    ORDER_FAILED: values.transNo ? paths.accountOrder(values.transNo) : paths.accountOrders,
    CLASS_REQUEST_ACCEPTED: classSlug ? paths.classDetail(classSlug) : paths.myClasses,
    CLASS_REQUEST_REJECTED: paths.classes,
    TEST_ASSIGNED: classSlug ? paths.classDetail(classSlug) : paths.testSchedule,
    TEST_DUE_SOON: classSlug ? paths.classDetail(classSlug) : paths.testSchedule,
    GIFT_CLAIMED: paths.myTests,
    CODE_ACTIVATED: paths.myTests,
    REQUEST_ANSWERED: null,
  };
  return {
    title: t(`kinds.${item.kind}.title`),
    body: t(`kinds.${item.kind}.body`, values),
    href: item.link ?? hrefs[item.kind],
  };
}
