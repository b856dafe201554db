import type { EventRankingEntryDto } from '@contract/events';
import type { EventResultRow } from './repository';

/**
 * An ended event's ranking: each participant's best percent (the earliest submission among equal
 * bests), ordered by percent, then by who submitted it first. Names only, never contacts.
 */
export function rankResults(rows: readonly EventResultRow[], me: number | null, size: number): EventRankingEntryDto[] {
  const best = new Map<number, EventResultRow>();
  for (const row of rows) {
    const held = best.get(row.user_id);
    if (!held || row.percent > held.percent || (row.percent === held.percent && row.submitted_at < held.submitted_at)) {
      best.set(row.user_id, row);
    }
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        b.percent - a.percent ||
        (a.submitted_at < b.submitted_at ? -1 : a.submitted_at > b.submitted_at ? 1 : 0) ||
        a.user_id - b.user_id,
    )
    .slice(0, size)
    .map((row, index) => ({
      rank: index + 1,
      displayName: row.full_name,
      percent: row.percent,
      score: row.score,
      submittedAt: row.submitted_at,
      isMe: me !== null && row.user_id === me,
    }));
}
