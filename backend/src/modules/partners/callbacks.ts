import type { PartnersConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { callbackSignature } from './assertion';
import type { PartnersRepository } from './repository';

/** What the lifecycle tells of a result just made (a structural view of its row). */
export interface MadeResult {
  id: number;
  unit_test_id: number;
  user_id: number | null;
  status: string;
  earned_points: number;
  max_points: number;
  percent: number | null;
  submitted_at: string;
}

/** The HTTP POST a callback is sent with; replaced in tests. Answers the status code. */
export type CallbackTransport = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

const TRY_TIMEOUT_MS = 10_000;
/** A try that never reports back (the process died mid-try) is due again after this. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

const fetchTransport: CallbackTransport = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
  });
  // The body is not read: the status says it all, and an unread body must not hold the socket.
  await response.body?.cancel();
  return response.status;
};

/**
 * The outbox of signed result callbacks (decision 0057): enqueued in the result's wake, sent
 * by a delivery run (the server's interval, or a test calling `deliverDue`), retried with
 * exponentially growing waits until a 2xx or the last allowed try. One row per result.
 */
export function createCallbacks({
  repository,
  clock,
  settings,
  transport = fetchTransport,
}: {
  repository: PartnersRepository;
  clock: Clock;
  settings: Pick<PartnersConfig, 'callbackMaxAttempts' | 'callbackRetrySeconds'>;
  transport?: CallbackTransport;
}) {
  let running: Promise<number> | null = null;

  async function tryOne(row: { id: number; partnerId: number; payload: string; attempts: number }): Promise<void> {
    const partner = await repository.findById(row.partnerId);
    const attempts = row.attempts + 1;
    const now = clock.now();
    let error: string | null = null;
    if (!partner?.callbackUrl) {
      error = 'The partner has no callback URL.';
    } else {
      const unix = Math.floor(now.getTime() / 1000);
      try {
        const status = await transport(partner.callbackUrl, row.payload, {
          'Content-Type': 'application/json',
          'X-Partner-Signature': callbackSignature(partner.secret, row.payload, unix),
        });
        if (status < 200 || status >= 300) error = `HTTP ${status}`;
      } catch (caught) {
        error = caught instanceof Error ? caught.message.slice(0, 500) : 'The request failed.';
      }
    }
    const done = clock.now();
    if (error === null) {
      await repository.recordTry(row.id, {
        attempts,
        deliveredAt: done.toISOString(),
        nextAttemptAt: null,
        error: null,
      });
      return;
    }
    const waitMs = settings.callbackRetrySeconds * 1000 * 2 ** (attempts - 1);
    const nextAttemptAt =
      attempts >= settings.callbackMaxAttempts ? null : new Date(done.getTime() + waitMs).toISOString();
    await repository.recordTry(row.id, { attempts, deliveredAt: null, nextAttemptAt, error });
  }

  async function run(): Promise<number> {
    const now = clock.now();
    const due = await repository.dueCallbacks(now.toISOString(), BATCH);
    let tried = 0;
    for (const row of due) {
      if (row.nextAttemptAt === null) continue;
      const lease = new Date(now.getTime() + LEASE_MS).toISOString();
      if (!(await repository.claimCallback(row.id, row.nextAttemptAt, lease))) continue;
      await tryOne(row);
      tried += 1;
    }
    return tried;
  }

  return {
    async resultCreated(result: MadeResult): Promise<void> {
      if (result.user_id === null || result.status !== 'COMPLETED') return;
      const link = await repository.linkOfUser(result.user_id);
      if (!link) return;
      const partner = await repository.findById(link.partnerId);
      if (!partner?.callbackUrl) return;
      const payload = JSON.stringify({
        partnerUserId: link.partnerUserId,
        unitTestId: result.unit_test_id,
        resultId: result.id,
        score: result.earned_points,
        maxScore: result.max_points,
        percent: result.percent ?? 0,
        submittedAt: result.submitted_at,
      });
      await repository.enqueueCallback(partner.id, result.id, payload, clock.now().toISOString());
    },

    /** One run at a time in this process; a call during a run waits for it and starts none. */
    deliverDue(): Promise<number> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
