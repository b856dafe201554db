import { randomBytes } from 'node:crypto';
import type { Skill } from '@contract/constants';
import { SKILLS } from '@contract/constants';
import {
  INTEGRITY_EVENT_KINDS,
  INTEGRITY_VOID_AFTER,
  isAnswered,
  PLAYER_RULES,
  type AttemptDraftDto,
  type AttemptDto,
  type AudioPlayDto,
  type IntegrityEventKind,
  type IntegrityStateDto,
  type OpenAttemptDto,
  type PlayerAnswer,
  type PlayPayload,
  type StartAttemptRequest,
} from '@contract/player';
import { AppError, invalidField } from '../../lib/errors';
import { sha256, type Access } from './access';
import { buildPlayView, leavesOf, type PlayView } from './attempt-view';
import type { Caller } from './caller';
import type { AttemptClock } from './clock';
import type { Closing } from './close';
import { isExamRow, type ContentStore } from './content';
import { draftOf } from './drafts';
import { attemptClosed, noOpenAttempt } from './errors';
import type { AttemptRow, AttemptsRepository, UnitTestRow } from './repository';
import type { ResultRow, ResultsRepository } from './results-repository';

/** The home page shows a few attempts to continue, not a history. */
const OPEN_ATTEMPTS_SHOWN = 3;

export interface PlayDeps {
  attempts: AttemptsRepository;
  results: ResultsRepository;
  access: Access;
  clock: AttemptClock;
  content: ContentStore;
  closing: Closing;
  /** Where the player's media are served (`${publicApiUrl}/media`). */
  mediaBaseUrl: string;
  /** Lets a start that names an event through, or throws its refusal (the events module). */
  eventGate?: (eventId: number, unitTestId: number, userId: number | null) => Promise<void>;
}

/**
 * Taking a test: starting or resuming an attempt and the play payload it answers, the live
 * draft, audio plays, integrity events and the attempts the home page offers to continue.
 */
export function createPlay({ attempts, results, access, clock, content, closing, mediaBaseUrl, eventGate }: PlayDeps) {
  const now = clock.now;

  async function attemptDto(attempt: AttemptRow, resultId: number | null): Promise<AttemptDto> {
    return {
      id: attempt.id,
      unitTestId: attempt.unit_test_id,
      status: attempt.status,
      secret: access.secretOf(attempt.seed),
      startedAt: attempt.started_at,
      deadline: attempt.deadline_at,
      now: now().toISOString(),
      durationMinutes: attempt.duration_minutes,
      defaultDuration: attempt.default_duration === 1,
      audioPlays: await attempts.plays(attempt.id),
      resultId,
      voidReason: attempt.void_reason,
    };
  }

  async function integrityOf(
    attempt: AttemptRow,
    test: UnitTestRow,
    resultId: number | null,
  ): Promise<IntegrityStateDto> {
    const isExam = isExamRow(test);
    const counts = await attempts.eventCounts(attempt.id);
    const remaining = isExam
      ? (Object.fromEntries(
          INTEGRITY_EVENT_KINDS.map((kind) => [kind, Math.max(0, INTEGRITY_VOID_AFTER[kind] - counts[kind])]),
        ) as Record<IntegrityEventKind, number>)
      : null;
    return {
      isExam,
      counts,
      remaining,
      voided: attempt.status === 'VOIDED',
      voidReason: attempt.void_reason,
      resultId,
    };
  }

  async function payload(
    attempt: AttemptRow,
    test: UnitTestRow,
    resultId: number | null,
    closedAttempt: PlayPayload['closedAttempt'],
    fresh: boolean,
  ): Promise<PlayPayload> {
    const { content: authored, leaves } = await content.contentOf(test);
    const view: PlayView = buildPlayView(authored, { seed: attempt.seed, mediaBaseUrl });
    const skillSet = new Set<Skill>(leavesOf(authored).map((leaf) => leaf.question.skill));
    return {
      attempt: await attemptDto(attempt, resultId),
      test: {
        id: test.id,
        slug: test.slug,
        name: test.name,
        nameEn: test.name_en,
        scope: test.scope,
        labels: test.labels,
        testCount: test.test_count,
        unitTestType: test.unit_test_type,
        isInternationalExam: test.is_international_exam === 1,
        isExam: isExamRow(test),
        duration: test.duration,
        // Flashcard decks are not questions to answer (the catalogue counts the same way).
        questionCount: [...leaves.values()].filter((leaf) => leaf.type !== 'FC').length,
        skills: SKILLS.filter((skill) => skillSet.has(skill)),
        hasListening: test.has_listening === 1,
        hasSpeaking: test.has_speaking === 1,
        description: { vi: test.description_vi, en: test.description_en },
      },
      sections: view.sections,
      questionOrder: view.questionOrder,
      draft: fresh ? null : draftOf(attempt),
      integrity: await integrityOf(attempt, test, resultId),
      closedAttempt,
    };
  }

  /** Resumes an attempt: server-detected integrity events, deadline, then the payload. */
  async function resume(
    attempt: AttemptRow,
    test: UnitTestRow,
    request: Pick<StartAttemptRequest, 'deviceId' | 'restoredByBrowser'>,
    closedAttempt: PlayPayload['closedAttempt'],
  ): Promise<PlayPayload> {
    const { deviceId } = request;
    const settled = await closing.settle(attempt);
    if (settled.attempt.status !== 'OPEN')
      return payload(settled.attempt, test, settled.result?.id ?? null, closedAttempt, false);

    let current = settled.attempt;
    const sameDevice = deviceId !== undefined && current.device_id !== null && deviceId === current.device_id;
    const otherDevice = deviceId !== undefined && current.device_id !== null && deviceId !== current.device_id;
    // A start retried from the same device before anything was saved is not a reload.
    const retriedStart =
      (sameDevice || deviceId === undefined || current.device_id === null) && current.draft_revision === 0;
    let result: ResultRow | null = null;
    if (otherDevice) result = await closing.recordEvent(current, test, 'SECOND_DEVICE', 'SERVER');
    else if (!retriedStart) {
      // A phone that discarded the page in the background and reloaded it: time away, not a reload.
      const kind = request.restoredByBrowser === true ? 'TAB_SWITCH' : 'RELOAD';
      result = await closing.recordEvent(current, test, kind, 'SERVER');
    }
    if (current.device_id === null && deviceId !== undefined && result === null) {
      await attempts.updateAttempt(current.id, { device_id: deviceId });
    }
    current = (await attempts.findAttempt(current.id)) ?? current;
    return payload(current, test, result?.id ?? null, closedAttempt, false);
  }

  async function create(
    test: UnitTestRow,
    caller: Caller,
    request: StartAttemptRequest,
  ): Promise<AttemptRow | undefined> {
    const shareCodeId = await access.assertAccess(test, caller, request.shareCode);
    const started = now();
    const defaultDuration = test.duration === null || test.duration <= 0;
    const minutes = defaultDuration
      ? PLAYER_RULES.DEFAULT_DURATION_MINUTES
      : (test.duration ?? PLAYER_RULES.DEFAULT_DURATION_MINUTES);
    const seed = randomBytes(16).toString('hex');
    if (caller !== null && test.access_tier === 'FREE')
      await attempts.addFreeOwnership(caller.userId, test.id, started.toISOString());
    return attempts.insertAttempt({
      unit_test_id: test.id,
      user_id: caller?.userId ?? null,
      secret_hash: sha256(access.secretOf(seed)),
      device_id: request.deviceId ?? null,
      open_key: caller === null ? null : `${caller.userId}:${test.id}`,
      status: 'OPEN',
      seed,
      share_code_id: shareCodeId,
      started_at: started.toISOString(),
      deadline_at: new Date(started.getTime() + minutes * 60_000).toISOString(),
      duration_minutes: minutes,
      default_duration: defaultDuration ? 1 : 0,
      answers_json: '{}',
      current_question: null,
      flags_json: '[]',
      draft_revision: 0,
      draft_saved_at: null,
      void_reason: null,
      closed_at: null,
    });
  }

  return {
    async start(idOrSlug: string, request: StartAttemptRequest, caller: Caller): Promise<PlayPayload> {
      const test = await access.findTestToStart(idOrSlug, caller);
      // As part of an event: only while it is on, for a participant (decision 0047). Its normal
      // access rules still apply below.
      if (request.eventId !== undefined) {
        if (!eventGate) throw new AppError(404, 'EVENT_NOT_FOUND', 'There is no such event.');
        await eventGate(request.eventId, test.id, caller?.userId ?? null);
      }
      if (request.attemptId !== undefined) {
        const attempt = await access.owned(request.attemptId, caller, request.attemptSecret);
        if (attempt.unit_test_id !== test.id) throw invalidField('attemptId', 'is an attempt of another test');
        return resume(attempt, test, request, null);
      }
      let closedAttempt: PlayPayload['closedAttempt'] = null;
      if (caller !== null) {
        const open = await attempts.findOpenAttempt(caller.userId, test.id);
        if (open) {
          if (!clock.pastGrace(open)) return resume(open, test, request, null);
          const result = await closing.close(open, { closedBy: 'DEADLINE' });
          closedAttempt = { attemptId: open.id, resultId: result.id };
        }
      }
      // Resume-only (a reloaded "continue" address): an attempt that ended is never replaced by a new one.
      if (request.resume === true) throw noOpenAttempt();
      const created = await create(test, caller, request);
      if (created) return payload(created, test, null, closedAttempt, true);
      // Another request (a second tab) opened one in the meantime: share it.
      const open = caller === null ? undefined : await attempts.findOpenAttempt(caller.userId, test.id);
      if (!open) throw attemptClosed();
      return resume(open, test, request, closedAttempt);
    },

    /** GET get-detail/{attemptId}: the live draft; an expired attempt is submitted first. */
    async draftDetail(attemptId: number, caller: Caller, secret: string | undefined): Promise<AttemptDraftDto> {
      const settled = await closing.settle(await access.owned(attemptId, caller, secret));
      return {
        attempt: await attemptDto(settled.attempt, settled.result?.id ?? null),
        draft: draftOf(settled.attempt),
      };
    },

    /** The draft an attempt was closed with, beside its result. */
    async draftOfResult(result: ResultRow, attempt: AttemptRow): Promise<AttemptDraftDto> {
      return { attempt: await attemptDto(attempt, result.id), draft: draftOf(attempt) };
    },

    /** What the home page offers to continue; flashcards neither need nor count as answers. */
    async openAttempts(userId: number, unitTestId?: number): Promise<OpenAttemptDto[]> {
      const at = now();
      const rows = await attempts.openAttemptsOf(userId, at.toISOString(), OPEN_ATTEMPTS_SHOWN, unitTestId);
      const open: OpenAttemptDto[] = [];
      for (const attempt of rows) {
        const test = await attempts.findTest(attempt.unit_test_id);
        if (!test || test.retired_at !== null) continue;
        const scored = [...(await content.contentOf(test)).leaves.values()].filter((leaf) => leaf.type !== 'FC');
        const answers = JSON.parse(attempt.answers_json) as Record<string, PlayerAnswer>;
        open.push({
          attemptId: attempt.id,
          unitTest: { id: test.id, slug: test.slug, name: test.name, nameEn: test.name_en, isExam: isExamRow(test) },
          answeredCount: scored.filter((leaf) => isAnswered(answers[leaf.id])).length,
          questionCount: scored.length,
          startedAt: attempt.started_at,
          savedAt: attempt.draft_saved_at,
          deadlineAt: attempt.deadline_at,
          remainingSeconds: Math.max(0, Math.floor((Date.parse(attempt.deadline_at) - at.getTime()) / 1000)),
        });
      }
      return open;
    },

    async play(
      attemptId: number,
      request: { attemptSecret?: string; audioId: string },
      caller: Caller,
    ): Promise<AudioPlayDto> {
      const attempt = await access.owned(attemptId, caller, request.attemptSecret);
      clock.assertWritable(attempt);
      const test = await content.testOf(attempt);
      const { content: authored } = await content.contentOf(test);
      const audio = buildPlayView(authored, { seed: attempt.seed, mediaBaseUrl }).audio.get(request.audioId);
      if (!audio) throw invalidField('audioId', 'is not an audio of this test');
      const used = await attempts.countPlay(attempt.id, request.audioId, audio.playLimit);
      if (used === null) {
        throw new AppError(
          409,
          'PLAY_LIMIT_REACHED',
          `This recording may be played ${audio.playLimit ?? 0} time(s), and all of them were used.`,
        );
      }
      return {
        audioId: request.audioId,
        playsUsed: used,
        playLimit: audio.playLimit,
        remaining: audio.playLimit === null ? null : Math.max(0, audio.playLimit - used),
      };
    },

    async integrityEvent(
      attemptId: number,
      request: { attemptSecret?: string; kind: IntegrityEventKind },
      caller: Caller,
    ): Promise<IntegrityStateDto> {
      const attempt = await access.owned(attemptId, caller, request.attemptSecret);
      if (attempt.status !== 'OPEN') throw attemptClosed();
      const test = await content.testOf(attempt);
      const result = await closing.recordEvent(attempt, test, request.kind, 'CLIENT');
      const after = (await attempts.findAttempt(attempt.id)) ?? attempt;
      const resultId =
        result?.id ?? (after.status === 'OPEN' ? null : ((await results.findByAttempt(after.id))?.id ?? null));
      return integrityOf(after, test, resultId);
    },
  };
}

export type Play = ReturnType<typeof createPlay>;
