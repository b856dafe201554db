import type { Skill } from '@contract/constants';
import type { MailOutboxEntry, ResultDto } from '@contract/player';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { maskDestination } from '../otp';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends e-mails. A real provider (SMTP, an e-mail API) implements this; the development outbox
 * below only records what would have been sent, readable at GET /dev/mail-outbox.
 */
export interface Mailer {
  readonly kind: 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createOutboxMailer(db: Database, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          created_at: clock.now().toISOString(),
        })
        .execute();
    },
  };
}

export const maskEmail = maskDestination;

/** Reads the development outbox (GET /dev/mail-outbox), newest first. */
export function createMailOutbox(db: Database) {
  return {
    async list(query: { to?: string; limit: number }): Promise<MailOutboxEntry[]> {
      let select = db.selectFrom('mail_outbox').selectAll();
      if (query.to !== undefined) select = select.where('to_address', '=', query.to.toLowerCase());
      const rows = await select.orderBy('id', 'desc').limit(query.limit).execute();
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        createdAt: row.created_at,
      }));
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

const SKILL_NAMES: Record<Skill, { vi: string; en: string }> = {
  LI: { vi: 'Nghe', en: 'Listening' },
  RE: { vi: 'Đọc', en: 'Reading' },
  PR: { vi: 'Phát âm', en: 'Pronunciation' },
  GR: { vi: 'Ngữ pháp', en: 'Grammar' },
  VO: { vi: 'Từ vựng', en: 'Vocabulary' },
  SP: { vi: 'Nói', en: 'Speaking' },
  WR: { vi: 'Viết', en: 'Writing' },
};

function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** The result summary e-mail, in Vietnamese or English. */
export function resultMail(result: ResultDto, locale: 'vi' | 'en', to: string, link: string | null): MailMessage {
  const vi = locale === 'vi';
  const name = vi ? result.unitTest.name : (result.unitTest.nameEn ?? result.unitTest.name);
  const score =
    result.score !== null
      ? `${result.score}/10 (${result.percent ?? 0}%)`
      : result.pendingReviewCount > 0
        ? vi
          ? 'đang chờ chấm'
          : 'awaiting review'
        : vi
          ? 'không có câu nào được chấm điểm'
          : 'nothing was scored';
  const lines = [
    vi ? `Kết quả bài làm: ${name}` : `Your result: ${name}`,
    '',
    `${vi ? 'Điểm' : 'Score'}: ${score}`,
    `${vi ? 'Số câu đúng (trong các câu tự chấm)' : 'Correct answers (of the auto-scored questions)'}: ${result.correctCount}/${result.scoredQuestionCount}`,
    `${vi ? 'Thời gian làm bài' : 'Time taken'}: ${duration(result.timeTakenSeconds)}`,
  ];
  if (result.status === 'VOIDED')
    lines.push(
      vi ? 'Bài làm đã bị huỷ do vi phạm quy chế thi.' : 'This attempt was voided for breaking the exam rules.',
    );
  if (result.pendingReviewCount > 0) {
    lines.push(
      vi
        ? `${result.pendingReviewCount} câu nói/viết không được chấm tự động và không tính vào điểm này.`
        : `${result.pendingReviewCount} speaking/writing answer(s) are not auto-scored and are not part of this score.`,
    );
  }
  if (result.skills.length > 0) {
    lines.push('', vi ? 'Theo kỹ năng:' : 'By skill:');
    for (const skill of result.skills) {
      const outside =
        skill.pendingReviewCount > 0 ? (vi ? 'chờ chấm' : 'awaiting review') : vi ? 'chưa trả lời' : 'not answered';
      const percent = skill.percent === null ? outside : `${skill.percent}%`;
      lines.push(`- ${SKILL_NAMES[skill.skill][locale]}: ${percent}`);
    }
  }
  if (link !== null) lines.push('', `${vi ? 'Xem chi tiết' : 'See the details'}: ${link}`);
  return {
    to,
    subject: vi ? `Kết quả: ${name} — ${score}` : `Result: ${name} — ${score}`,
    text: lines.join('\n'),
  };
}
