/** Making a batch of codes: what each grants, how often it may be used, until when. */
import { normaliseActivationCode, type ActivationGrantKind } from '@contract/activation-rules';
import type { QUANTITY_KINDS } from '@contract/constants';
import type { Database } from '../../db/database';
import { generateCode, hashCode, hintOf } from './codes';
import { createActivationRepository, type NewActivationCode } from './repository';

export interface CodeBatch {
  batch: string;
  site: string;
  kind: ActivationGrantKind;
  unitTestId?: number | null;
  quantity?: { kind: (typeof QUANTITY_KINDS)[number]; amount: number; days: number } | null;
  adaptiveTestKey?: string | null;
  maxUses: number;
  perUserLimit: number;
  expiresAt: string;
}

export function rowOf(key: string, code: string, batch: CodeBatch, createdAt: string): NewActivationCode {
  return {
    code_hash: hashCode(key, code),
    hint: hintOf(code),
    batch: batch.batch,
    site: batch.site,
    grant_kind: batch.kind,
    unit_test_id: batch.kind === 'TEST' ? (batch.unitTestId ?? null) : null,
    quantity_kind: batch.kind === 'QUANTITY' ? (batch.quantity?.kind ?? null) : null,
    quantity_amount: batch.kind === 'QUANTITY' ? (batch.quantity?.amount ?? null) : null,
    quantity_days: batch.kind === 'QUANTITY' ? (batch.quantity?.days ?? null) : null,
    adaptive_test_key: batch.kind === 'ADAPTIVE_TEST' ? (batch.adaptiveTestKey ?? null) : null,
    max_uses: batch.maxUses,
    per_user_limit: batch.perUserLimit,
    expires_at: batch.expiresAt,
    created_at: createdAt,
  };
}

/**
 * `count` new codes of the batch, stored hashed; answers them in clear, the only time they are
 * seen. A code already taken (a one in 2^59 chance) is drawn again.
 */
export async function createCodes(
  db: Database,
  key: string,
  batch: CodeBatch,
  count: number,
  { prefix = '', now = new Date() }: { prefix?: string; now?: Date } = {},
): Promise<string[]> {
  const repository = createActivationRepository(db);
  const codes: string[] = [];
  const at = now.toISOString();
  while (codes.length < count) {
    const code = generateCode(prefix);
    if (codes.some((taken) => normaliseActivationCode(taken) === normaliseActivationCode(code))) continue;
    if ((await repository.insertCodes([rowOf(key, code, batch, at)])) === 1) codes.push(code);
  }
  return codes;
}
