import type { Generated, Kysely } from 'kysely';
import type { NotificationCategory, NotificationKind, UserRequestKind } from '@contract/notification-rules';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

/** The tables of migration 0072, typed here so the module keeps its own schema. */
type NotificationTables = {
  notifications: {
    id: Generated<number>;
    user_id: number;
    kind: NotificationKind;
    category: NotificationCategory;
    params_json: string;
    link: string | null;
    /** Set for events that must notify once (a test due soon): unique per user. */
    dedupe_key: string | null;
    seen_at: string | null;
    created_at: string;
  };
  user_requests: {
    id: Generated<number>;
    user_id: number | null;
    kind: UserRequestKind;
    message: string;
    unit_test_id: number | null;
    question_number: number | null;
    result_id: number | null;
    email: string | null;
    status: 'OPEN' | 'ANSWERED';
    answer: string | null;
    created_at: string;
    answered_at: string | null;
  };
};

export type NotificationsDatabase = Kysely<DatabaseSchema & NotificationTables>;

export function notificationsDatabase(db: Database): NotificationsDatabase {
  return db.withTables<NotificationTables>();
}
