/** Demo activation codes, one or more of each kind, plus a used-up and an expired one (README). */
import { SITE_CODES } from '@contract/catalogue-paths';
import type { Database } from '../../db/database';
import { rowOf, type CodeBatch } from './batches';
import { createActivationRepository } from './repository';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type DemoCode = { code: string; usedUp?: boolean; expired?: boolean } & Omit<CodeBatch, 'batch' | 'site' | 'expiresAt'>;

/** The demo test of the TEST codes: C2 Proficiency (CPE) – Practice Test 1. */
export const DEMO_CODE_TEST_SLUG = 'cam-cpe-1';

export const DEMO_ACTIVATION_CODES = {
  test: { code: 'TEST-DEMS-2345', kind: 'TEST', maxUses: 100_000, perUserLimit: 1 },
  quantity: {
    code: 'PACK-DEMS-2345',
    kind: 'QUANTITY',
    quantity: { kind: 'QUANTITY_GOLD', amount: 3, days: 30 },
    maxUses: 100_000,
    perUserLimit: 1,
  },
  adaptive: {
    code: 'ADPT-DEMS-2345',
    kind: 'ADAPTIVE_TEST',
    adaptiveTestKey: 'level',
    maxUses: 100_000,
    perUserLimit: 1,
  },
  placement: {
    code: 'CEFR-DEMS-2345',
    kind: 'ADAPTIVE_TEST',
    adaptiveTestKey: '61',
    maxUses: 100_000,
    perUserLimit: 1,
  },
  usedUp: { code: 'USED-DEMS-2345', kind: 'TEST', maxUses: 1, perUserLimit: 1, usedUp: true },
  expired: { code: 'EXPD-DEMS-2345', kind: 'TEST', maxUses: 100_000, perUserLimit: 1, expired: true },
} as const satisfies Record<string, DemoCode>;

/**
 * Stores the demo codes under the server's key once (a code already there keeps its counters).
 * TEST codes are left out when the demo test is not in the catalogue (another CONTENT_DIR).
 */
export async function seedDemoCodes(
  db: Database,
  { key, now, demoTestId }: { key: string; now: Date; demoTestId: number | null },
): Promise<void> {
  const repository = createActivationRepository(db);
  const at = now.toISOString();
  for (const demo of Object.values(DEMO_ACTIVATION_CODES) as DemoCode[]) {
    if (demo.kind === 'TEST' && demoTestId === null) continue;
    const expiresAt = new Date(now.getTime() + (demo.expired ? -DAY_MS : YEAR_MS)).toISOString();
    const row = rowOf(
      key,
      demo.code,
      { ...demo, batch: 'demo', site: SITE_CODES.STANDARD, unitTestId: demoTestId, expiresAt },
      at,
    );
    await repository.insertCodes([{ ...row, used_count: demo.usedUp ? demo.maxUses : 0 }]);
  }
}
