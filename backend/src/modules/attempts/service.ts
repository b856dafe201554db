import type { LeafQuestion } from '@contract/content';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limit';
import type { SignedLinks } from '../../lib/signed-link';
import type { UserById } from '../account';
import type { VisibleTestFinder } from '../catalogue';
import type { Mailer } from '../mail';
import { createAccess } from './access';
import type { Caller } from './caller';
import { createClaim } from './claim';
import { createAttemptClock } from './clock';
import { createClosing } from './close';
import { createContentStore } from './content';
import { createDrafts } from './drafts';
import { createPlay } from './play';
import { createAttemptsRepository, type SpeakingUploadRow } from './repository';
import { createResultReader, createResults } from './results';
import { createResultsRepository, type ResultRow } from './results-repository';
import { createSharing } from './sharing';
import { createSingleQuestions } from './single-question';

/** What other modules add to taking tests: access through a class, and results handed in to it. */
interface AttemptHooks {
  /** The signed-in user may take the test without owning it (a class was assigned it). */
  grantsAccess?: (userId: number, unitTestId: number) => Promise<boolean>;
  /** A result was just made (any status). Failures are ignored: the result stands. */
  resultCreated?: (row: ResultRow) => Promise<void>;
  /**
   * A start that names an event (`eventId`): throws the refusal unless the test may be taken as
   * part of it now (the events module: ONGOING, holds the test, the caller joined).
   */
  eventGate?: (eventId: number, unitTestId: number, userId: number | null) => Promise<void>;
}

export interface LifecycleDeps {
  db: Database;
  catalogue: VisibleTestFinder;
  users: UserById;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: Clock;
  publicApiUrl: string;
  /** Signs the links to speaking recordings: they are served only to whoever holds one. */
  recordingLinks: SignedLinks;
  /** Base URL of the web app, for links in e-mails. */
  webUrl: string;
  /** Derives attempt secrets (the server's signing secret): a secret can be shown again on resume. */
  secretKey: string;
  /** Set by the classes module (it is built before this one). */
  hooks?: AttemptHooks;
}

/**
 * The test lifecycle: an attempt is started (access), played (drafts, audio plays, integrity
 * events, its clock), closed once into a result (submit, deadline or voiding), then read back
 * (review), shared and claimed. Its repositories stay inside: the routes get two services, the
 * speaking module gets `recordings`.
 */
export function createLifecycle({
  db,
  catalogue,
  users,
  mailer,
  limiter,
  clock: systemClock,
  publicApiUrl,
  recordingLinks,
  webUrl,
  secretKey,
  hooks = {},
}: LifecycleDeps) {
  const attempts = createAttemptsRepository(db);
  const results = createResultsRepository(db);
  const mediaBaseUrl = `${publicApiUrl}/media`;
  const recordingUrl = (path: string) => recordingLinks.urlOf(`${publicApiUrl}/uploads`, path);
  const clock = createAttemptClock(systemClock);
  const content = createContentStore(attempts);
  const access = createAccess({ attempts, catalogue, secretKey, grantsAccess: hooks.grantsAccess });
  const closing = createClosing({ db, attempts, results, content, clock, resultCreated: hooks.resultCreated });
  const drafts = createDrafts({ attempts, access, clock, content });
  const play = createPlay({
    attempts,
    results,
    access,
    clock,
    content,
    closing,
    mediaBaseUrl,
    eventGate: hooks.eventGate,
  });
  const reader = createResultReader({ attempts, results, access });
  const sharing = createSharing({ attempts, access, clock, reader, users, mailer, limiter, webUrl });
  const resultsOf = createResults({
    attempts,
    results,
    access,
    clock,
    content,
    closing,
    play,
    reader,
    users,
    recordingUrl,
    mediaBaseUrl,
  });
  const claim = createClaim({ db, attempts, results, clock });
  const singleQuestions = createSingleQuestions({ attempts, content, mediaBaseUrl });

  return {
    /** Starting and resuming attempts, drafts, audio plays, integrity events, test share codes. */
    attempts: {
      start: play.start,
      saveDraft: drafts.saveDraft,
      draftDetail: play.draftDetail,
      openAttempts: play.openAttempts,
      play: play.play,
      integrityEvent: play.integrityEvent,
      shareTest: sharing.shareTest,
    },
    /** Submits, results and their review, claims, result share codes and e-mails. */
    results: {
      submit: resultsOf.submit,
      detail: resultsOf.detail,
      draftOfResult: resultsOf.draftOfResult,
      mine: resultsOf.mine,
      lastSubmitted: resultsOf.lastSubmitted,
      claimAttempt: claim,
      shareResult: sharing.shareResult,
      sendMail: sharing.sendMail,
    },
    /** One question of a test outside any attempt: its play form and its check (the review set). */
    singleQuestions,
    /** Speaking recordings, kept against an attempt's question. */
    recordings: {
      /**
       * The question of an attempt the caller owns and may still write to (403, 404 or 409
       * otherwise); undefined when the test has no such question.
       */
      async writableQuestion(
        attemptId: number,
        caller: Caller,
        secret: string | undefined,
        questionId: string,
      ): Promise<LeafQuestion | undefined> {
        const attempt = await access.owned(attemptId, caller, secret);
        clock.assertWritable(attempt);
        return (await content.contentOf(await content.testOf(attempt))).leaves.get(questionId);
      },

      /** A stored recording and the question it answers, when the caller owns its attempt. */
      async recording(
        uploadId: number,
        caller: Caller,
        secret: string | undefined,
      ): Promise<{ upload: SpeakingUploadRow; question: LeafQuestion | undefined } | undefined> {
        const upload = await attempts.findUpload(uploadId);
        if (!upload) return undefined;
        const attempt = await access.owned(upload.attempt_id, caller, secret);
        const { leaves } = await content.contentOf(await content.testOf(attempt));
        return { upload, question: leaves.get(upload.question_key) };
      },

      insertUpload: attempts.insertUpload,
      /** Drops all but the newest `keep` recordings of one question of an attempt; answers their paths. */
      pruneUploads: attempts.pruneUploads,
      /** The signed link to a stored recording. */
      urlOf: recordingUrl,
    },
  };
}

type Lifecycle = ReturnType<typeof createLifecycle>;
export type AttemptsService = Lifecycle['attempts'];
export type ResultsService = Lifecycle['results'];
export type RecordingAccess = Lifecycle['recordings'];
export type { SingleQuestions } from './single-question';
