import {
  categoryOf,
  NOTIFICATIONS_PAGE_SIZE,
  USER_REQUEST_LIMITS,
  type NotificationCategory,
  type NotificationKind,
} from '@contract/notification-rules';
import type {
  NotificationDto,
  NotificationListData,
  NotificationListQuery,
  UserRequestBody,
  UserRequestCreated,
} from '@contract/notifications';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import { createNotificationsRepository } from './repository';

/** The values a notification's text is written from (see NotificationSchema.params). */
export type NotificationParams = Record<string, string | number>;

interface NotifyOptions {
  /** A path of the web app the notification leads to (announcements); other kinds link by their params. */
  link?: string | null;
  /** The same key never notifies the same user twice. */
  dedupeKey?: string;
}

/**
 * Stores a notification for one user: a kind and its parameters, never text, so the reader's
 * app writes it in the reader's language. True when stored (false: the dedupe key was used).
 */
export type Notify = (
  userId: number,
  kind: NotificationKind,
  params?: NotificationParams,
  options?: NotifyOptions,
) => Promise<boolean>;

/** An assigned test of one of the student's classes, not handed in, due at `dueAt`. */
interface DueAssignment {
  assignmentId: number;
  className: string;
  classSlug: string;
  testName: string;
  testNameEn: string | null;
  dueAt: string;
}

export interface Announcement {
  titleVi: string;
  titleEn: string;
  bodyVi: string;
  bodyEn: string;
}

export interface NotificationsDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  /** Every active student (announcements go to each). */
  studentIds: () => Promise<number[]>;
  /** The student's assigned tests due in the window and not handed in (checked on read). */
  dueBetween: (userId: number, from: Date, to: Date) => Promise<DueAssignment[]>;
  /** Whether a test of the catalogue exists (a question report names one). */
  testExists: (unitTestId: number) => Promise<boolean>;
}

const DUE_SOON_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const USER_REQUEST_RATE: { perUser: RateLimitRule; perIp: RateLimitRule } = {
  perUser: {
    name: 'user-request-user',
    limit: USER_REQUEST_LIMITS.PER_HOUR,
    windowMs: HOUR_MS,
    message: 'You have sent too many requests. Please try again later.',
  },
  perIp: {
    name: 'user-request-ip',
    limit: USER_REQUEST_LIMITS.PER_HOUR * 4,
    windowMs: HOUR_MS,
    message: 'Too many requests were sent from this address. Please try again later.',
  },
};

function parseParams(json: string): NotificationParams {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

/** Notifications (stored per reader) and user requests (question reports and contact messages). */
export function createNotificationsService(deps: NotificationsDeps) {
  const { clock, limiter } = deps;
  const repo = createNotificationsRepository(deps.db);
  const nowIso = () => clock.now().toISOString();

  const notify: Notify = (userId, kind, params = {}, options = {}) =>
    repo.insert({
      user_id: userId,
      kind,
      category: categoryOf(kind),
      params_json: JSON.stringify(params),
      link: options.link ?? null,
      dedupe_key: options.dedupeKey ?? null,
      created_at: nowIso(),
    });

  /** Tests due within 24 hours notify once each (the check runs when the student reads). */
  async function checkDueSoon(userId: number): Promise<void> {
    const now = clock.now();
    const due = await deps.dueBetween(userId, now, new Date(now.getTime() + DUE_SOON_MS));
    for (const item of due) {
      await notify(
        userId,
        'TEST_DUE_SOON',
        {
          className: item.className,
          classSlug: item.classSlug,
          testName: item.testName,
          ...(item.testNameEn ? { testNameEn: item.testNameEn } : {}),
          dueAt: item.dueAt,
        },
        { dedupeKey: `due:${item.assignmentId}` },
      );
    }
  }

  const unseen = (userId: number) => repo.count(userId, undefined, true);

  return {
    notify,

    /** A system announcement to every student; answers how many were notified. */
    async announce(announcement: Announcement, link: string | null = null): Promise<number> {
      const ids = await deps.studentIds();
      const at = nowIso();
      const params_json = JSON.stringify(announcement);
      return repo.insertMany(
        ids.map((user_id) => ({
          user_id,
          kind: 'ANNOUNCEMENT' as const,
          category: 'SYSTEM' as const,
          params_json,
          link,
          dedupe_key: null,
          created_at: at,
        })),
      );
    },

    async list(userId: number, query: NotificationListQuery): Promise<{ data: NotificationListData; total: number }> {
      await checkDueSoon(userId);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? NOTIFICATIONS_PAGE_SIZE.DEFAULT;
      const [rows, total, unseenCount] = await Promise.all([
        repo.page(userId, query.category, pageSize, (page - 1) * pageSize),
        repo.count(userId, query.category),
        unseen(userId),
      ]);
      const items: NotificationDto[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        category: row.category,
        params: parseParams(row.params_json),
        link: row.link,
        seen: row.seen_at !== null,
        createdAt: row.created_at,
      }));
      return {
        data: {
          items,
          page,
          pageSize,
          total,
          totalPages: Math.max(1, Math.ceil(total / pageSize)),
          unseen: unseenCount,
        },
        total,
      };
    },

    async countUnseen(userId: number): Promise<number> {
      await checkDueSoon(userId);
      return unseen(userId);
    },

    async markSeen(userId: number, id: number): Promise<number> {
      if (!(await repo.exists(userId, id))) throw new AppError(404, 'NOT_FOUND', 'There is no such notification.');
      await repo.markSeen(userId, id, nowIso());
      return unseen(userId);
    },

    async markAllSeen(userId: number, category?: NotificationCategory): Promise<number> {
      await repo.markAllSeen(userId, category, nowIso());
      return unseen(userId);
    },

    /** POST /user-request: validated, rate-limited per account (guests per address), stored. */
    async createRequest(userId: number | null, ip: string, body: UserRequestBody): Promise<UserRequestCreated> {
      const message = body.message.trim();
      if (message.length < USER_REQUEST_LIMITS.MESSAGE_MIN)
        throw invalidField('message', `must have at least ${USER_REQUEST_LIMITS.MESSAGE_MIN} characters`);
      const email = body.email?.trim() || null;
      if (email !== null && !EMAIL.test(email)) throw invalidField('email', 'is not an e-mail address');
      if (userId === null && email === null) throw invalidField('email', 'is required to answer a guest');
      if (body.kind === 'QUESTION_REPORT') {
        if (body.unitTestId === undefined) throw invalidField('unitTestId', 'is required for a question report');
        if (body.questionNumber === undefined)
          throw invalidField('questionNumber', 'is required for a question report');
      }
      limiter.consume(USER_REQUEST_RATE.perIp, ip);
      if (userId !== null) limiter.consume(USER_REQUEST_RATE.perUser, String(userId));
      if (body.unitTestId !== undefined && !(await deps.testExists(body.unitTestId)))
        throw new AppError(404, 'NOT_FOUND', 'There is no such test.');
      const row = await repo.insertRequest({
        user_id: userId,
        kind: body.kind,
        message,
        unit_test_id: body.unitTestId ?? null,
        question_number: body.questionNumber ?? null,
        result_id: body.resultId ?? null,
        email,
        created_at: nowIso(),
      });
      return { id: row.id, createdAt: row.created_at };
    },

    /** The requests, oldest first (the `requests` command). */
    requests: (status: 'OPEN' | 'ANSWERED' | 'ALL' = 'OPEN') => repo.requests(status),

    /**
     * Answers a request once; a signed-in requester is notified (a guest is answered at the
     * e-mail address they gave, which the command prints).
     */
    async answerRequest(id: number, answer: string): Promise<{ notified: boolean; email: string | null }> {
      const text = answer.trim();
      if (text.length === 0) throw invalidField('answer', 'must not be empty');
      const row = await repo.findRequest(id);
      if (!row) throw new AppError(404, 'NOT_FOUND', `There is no request ${id}.`);
      if (!(await repo.answerRequest(id, text, nowIso())))
        throw new AppError(409, 'VALIDATION_ERROR', `Request ${id} was answered already.`);
      if (row.user_id === null) return { notified: false, email: row.email };
      await notify(row.user_id, 'REQUEST_ANSWERED', {
        requestId: row.id,
        requestKind: row.kind,
        answer: text,
        ...(row.question_number !== null ? { questionNumber: row.question_number } : {}),
      });
      return { notified: true, email: row.email };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
