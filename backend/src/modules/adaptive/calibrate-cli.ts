/**
 * `npm run calibrate:cat [-- --min N]`: re-estimates the adaptive bank's item parameters from
 * the responses in the database (MML-EM, see calibrate.ts). Items with at least N responses
 * (default 200) get new a and b, lose their provisional mark and are flagged when they misfit;
 * the others keep their parameters and anchor the scale.
 */
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { calibrate, type ExamineeResponses } from './calibrate';
import type { CatSkill } from './engine';
import { adaptiveDatabase } from './tables';

async function main(): Promise<void> {
  const index = process.argv.indexOf('--min');
  const minResponses = index >= 0 ? Number(process.argv[index + 1]) : 200;
  if (!Number.isInteger(minResponses) || minResponses < 1) throw new Error('--min takes a whole number above 0.');
  const config = loadConfig();
  const base = await createDatabase(config.database);
  const db = adaptiveDatabase(base);
  try {
    const rows = await db.selectFrom('adaptive_items').select(['id', 'skill', 'a', 'b', 'c']).execute();
    const items = rows.map((row) => ({ ...row, skill: row.skill as CatSkill }));
    const responses = await db
      .selectFrom('adaptive_responses')
      .select(['attempt_id', 'item_id', 'correct'])
      .orderBy('attempt_id')
      .execute();
    const byAttempt = new Map<number, { itemId: string; correct: boolean }[]>();
    for (const row of responses) {
      const list = byAttempt.get(row.attempt_id) ?? [];
      list.push({ itemId: row.item_id, correct: row.correct === 1 });
      byAttempt.set(row.attempt_id, list);
    }
    const examinees: ExamineeResponses[] = [...byAttempt.values()];
    const result = calibrate(items, examinees, { minResponses });
    const now = new Date().toISOString();
    const estimated = result.items.filter((item) => item.estimated);
    for (const item of estimated) {
      await db
        .updateTable('adaptive_items')
        .set({ a: item.a, b: item.b, provisional: 0, misfit: item.misfit ? 1 : 0, calibrated_at: now })
        .where('id', '=', item.id)
        .execute();
    }
    console.info(
      `${examinees.length} attempt(s), ${responses.length} response(s); ${estimated.length} of ${items.length} item(s) ` +
        `had at least ${minResponses} responses and were re-estimated in ${result.cycles} EM cycle(s).`,
    );
    for (const item of estimated) {
      console.info(
        `${item.misfit ? 'MISFIT' : 'ok    '} ${item.id}: a ${item.a.toFixed(2)}, b ${item.b.toFixed(2)}, c ${item.c.toFixed(2)}, ` +
          `${item.responses} responses, RMSD ${item.rmsd.toFixed(3)}`,
      );
    }
  } finally {
    await base.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
