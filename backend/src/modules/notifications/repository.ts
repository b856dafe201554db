import type { NotificationCategory, NotificationKind, UserRequestKind } from '@contract/notification-rules';
import { isUniqueViolation, type Database } from '../../db/database';
import { notificationsDatabase } from './tables';

export interface NewNotification {
  user_id: number;
  kind: NotificationKind;
  category: NotificationCategory;
  params_json: string;
  link: string | null;
  dedupe_key: string | null;
  created_at: string;
}

export interface NewUserRequest {
  user_id: number | null;
  kind: UserRequestKind;
  message: string;
  unit_test_id: number | null;
  question_number: number | null;
  result_id: number | null;
  email: string | null;
  created_at: string;
}

/** The notifications and user_requests tables (this module's own). */
export function createNotificationsRepository(base: Database) {
  const db = notificationsDatabase(base);

  const mine = (userId: number, category?: NotificationCategory) => {
    let query = db.selectFrom('notifications').where('user_id', '=', userId);
    if (category) query = query.where('category', '=', category);
    return query;
  };

  return {
    /** False when a notification with the same dedupe key was stored for the user already. */
    async insert(row: NewNotification): Promise<boolean> {
      try {
        await db.insertInto('notifications').values(row).execute();
        return true;
      } catch (error) {
        if (row.dedupe_key !== null && isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async insertMany(rows: NewNotification[]): Promise<number> {
      let stored = 0;
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let start = 0; start < rows.length; start += 100) {
        const chunk = rows.slice(start, start + 100);
        if (chunk.length === 0) continue;
        await db.insertInto('notifications').values(chunk).execute();
        stored += chunk.length;
      }
      return stored;
    },

    async page(userId: number, category: NotificationCategory | undefined, limit: number, offset: number) {
      return mine(userId, category)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async count(userId: number, category?: NotificationCategory, unseenOnly = false): Promise<number> {
      let query = mine(userId, category);
      if (unseenOnly) query = query.where('seen_at', 'is', null);
      const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async exists(userId: number, id: number): Promise<boolean> {
      const row = await mine(userId).select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async markSeen(userId: number, id: number, at: string): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ seen_at: at })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('seen_at', 'is', null)
        .execute();
    },

    async markAllSeen(userId: number, category: NotificationCategory | undefined, at: string): Promise<void> {
      let query = db
        .updateTable('notifications')
        .set({ seen_at: at })
        .where('user_id', '=', userId)
        .where('seen_at', 'is', null);
      if (category) query = query.where('category', '=', category);
      await query.execute();
    },

    async insertRequest(row: NewUserRequest): Promise<{ id: number; created_at: string }> {
      const inserted = await db
        .insertInto('user_requests')
        .values({ ...row, status: 'OPEN', answer: null, answered_at: null })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return inserted;
    },

    requests(status: 'OPEN' | 'ANSWERED' | 'ALL') {
      let query = db.selectFrom('user_requests').selectAll();
      if (status !== 'ALL') query = query.where('status', '=', status);
      return query.orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    },

    findRequest(id: number) {
      return db.selectFrom('user_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** False when the request was answered already (or does not exist). */
    async answerRequest(id: number, answer: string, at: string): Promise<boolean> {
      const done = await db
        .updateTable('user_requests')
        .set({ status: 'ANSWERED', answer, answered_at: at })
        .where('id', '=', id)
        .where('status', '=', 'OPEN')
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },
  };
}
