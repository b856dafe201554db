import type { Notify } from './service';

/**
 * The events of other modules that become notifications. Written against the shapes those
 * modules announce (structurally: payments' PaymentEvents, classes' TeacherEvents), so neither
 * side imports the other; app.ts connects them.
 */
export function notificationEvents(notify: Notify) {
  return {
    payments: {
      orderSettled: (order: { userId: number; transNo: string; total: number; outcome: 'PAID' | 'FAILED' }) =>
        notify(order.userId, order.outcome === 'PAID' ? 'ORDER_PAID' : 'ORDER_FAILED', {
          transNo: order.transNo,
          total: order.total,
        }),
    },
    teacher: {
      requestDecided: (event: {
        userId: number;
        decision: 'ACCEPTED' | 'REJECTED';
        className: string;
        classSlug: string;
      }) =>
        notify(event.userId, event.decision === 'ACCEPTED' ? 'CLASS_REQUEST_ACCEPTED' : 'CLASS_REQUEST_REJECTED', {
          className: event.className,
          classSlug: event.classSlug,
        }),
      testAssigned: async (event: {
        memberIds: number[];
        assignmentId: number;
        className: string;
        classSlug: string;
        testName: string;
        testNameEn: string | null;
        dueAt: string;
      }) => {
        const params = {
          className: event.className,
          classSlug: event.classSlug,
          testName: event.testName,
          ...(event.testNameEn ? { testNameEn: event.testNameEn } : {}),
          dueAt: event.dueAt,
        };
        for (const userId of event.memberIds)
          await notify(userId, 'TEST_ASSIGNED', params, { dedupeKey: `assigned:${event.assignmentId}` });
      },
    },
    /** For the gift and activation-code flows: call these when a gift is claimed or a code activated. */
    giftClaimed: (userId: number, params: { gradeName?: string; testCount?: number } = {}) =>
      notify(userId, 'GIFT_CLAIMED', params),
    codeActivated: (userId: number, params: { grant?: string } = {}) => notify(userId, 'CODE_ACTIVATED', params),
  };
}
