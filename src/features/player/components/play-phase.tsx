import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerAnswer, PlayPayload } from '@contract/player';
import { Button } from '@/components/ui/button';
import { createIcon, IconX } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { isAnswered, isNumbered, needsAnswer, type LeafEntry } from '../structure';
import type { AudioPlayback } from '../questions/types';
import type { AttemptState, SaveStatus } from '../use-attempt';
import { Navigator } from './navigator';
import { QuestionView } from './question-view';
import { Timer } from './timer';
import styles from './play-phase.module.scss';

export interface PlayPhaseProps {
  payload: PlayPayload;
  title: string;
  entries: LeafEntry[];
  state: AttemptState;
  saveStatus: SaveStatus;
  offsetMs: number;
  playback: AudioPlayback;
  submitting: boolean;
  onAnswer(questionId: string, value: PlayerAnswer | undefined): void;
  onFlag(questionId: string): void;
  onGoTo(questionId: string): void;
  onSubmit(): void;
  onExpire(): void;
  /** Leaves the test (after a confirmation); without it there is no leave button. */
  onLeave?: () => void;
}

const IconFlag = createIcon('IconFlag', <path d="M5 21V4m0 0h11l-2 4 2 4H5" />);
const IconList = createIcon('IconList', <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />);
const IconWifiOff = createIcon(
  'IconWifiOff',
  <path d="M2 2l20 20M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M19 12.9a10 10 0 0 0-2.2-1.6M2 8.8a15 15 0 0 1 4.2-2.7M22 8.8A15 15 0 0 0 10.7 5M12 20h.01" />,
);

/**
 * The question only redraws when its own props change: not when the save status, the flags or
 * another question's answer change (the header and the navigator update on every save).
 */
const CurrentQuestion = memo(QuestionView);

/** Inputs the learner types in: the arrow keys move the caret there. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/**
 * Text fields and widgets that use the arrow keys themselves keep them. Choice inputs (radio,
 * checkbox) and drop-downs do not: there ←/→ go to the previous/next question, so an arrow key
 * never changes a chosen answer by accident (the option list moves focus with ↑/↓ without
 * choosing; Space chooses).
 */
function keepsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type) || target.type === 'range';
  if (
    target.closest(
      'textarea, [role="radiogroup"], [role="listbox"], [role="slider"], [role="tablist"], [data-keep-arrows]',
    )
  ) {
    return true;
  }
  return false;
}

/**
 * The play phase in the focused shell: one compact sticky bar (leave, title, progress and save
 * state, the clock, submit), the question, the action bar (previous, flag, next; fixed to the
 * bottom of the screen on phones, where it also opens the question list) and the navigator.
 */
export function PlayPhase({
  payload,
  title,
  entries,
  state,
  saveStatus,
  offsetMs,
  playback,
  submitting,
  onAnswer,
  onFlag,
  onGoTo,
  onSubmit,
  onExpire,
  onLeave,
}: PlayPhaseProps) {
  const { t } = useTranslation('player');
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const index = Math.max(
    0,
    entries.findIndex((e) => e.question.id === state.currentQuestionId),
  );
  const entry = entries[index];
  const questionTop = useRef<HTMLDivElement>(null);
  const shownQuestion = useRef<string | null>(null);
  const flagged = entry ? state.flags.includes(entry.question.id) : false;
  // Unscored items (flashcards) have no number and are not counted (structure.ts numberScored).
  const scoredTotal = useMemo(() => entries.filter((e) => isNumbered(e.question)).length, [entries]);

  const go = useCallback(
    (delta: number) => {
      const target = entries[index + delta];
      if (target) onGoTo(target.question.id);
      // The phone's question list would otherwise stay over the next question's answers.
      setNavOpen(false);
    },
    [entries, index, onGoTo],
  );

  // Escape closes the phone's question list, as it closes any panel.
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);

  // Spec §9: arrow keys 37/39 move between questions when focus is not in a text field. On an
  // option or a drop-down they navigate too (and their default, changing the choice, is prevented).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const code = event.keyCode || (event.key === 'ArrowLeft' ? 37 : event.key === 'ArrowRight' ? 39 : 0);
      if (code !== 37 && code !== 39) return;
      if (keepsArrowKeys(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      go(code === 37 ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  // A new question starts at its top: after "next" at the bottom of a long question (phones),
  // the page would otherwise stay scrolled past the new question's beginning.
  const entryId = entry?.question.id ?? null;
  useEffect(() => {
    const previous = shownQuestion.current;
    shownQuestion.current = entryId;
    const element = questionTop.current;
    if (previous === null || previous === entryId || !element) return;
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView?.({ block: 'start' });
  }, [entryId]);

  // Only the confirm dialog lists the unanswered questions: not worked out on every answer.
  const unanswered = useMemo(
    () =>
      confirming ? entries.filter((e) => needsAnswer(e.question) && !isAnswered(state.answers[e.question.id])) : [],
    [confirming, entries, state.answers],
  );

  const select = useCallback(
    (id: string) => {
      onGoTo(id);
      setNavOpen(false);
    },
    [onGoTo],
  );

  // Stable props for the memoised question (see CurrentQuestion).
  const onChange = useCallback(
    (value: PlayerAnswer | undefined) => {
      if (entryId !== null) onAnswer(entryId, value);
    },
    [entryId, onAnswer],
  );
  const attemptRef = useMemo(
    () => ({ id: payload.attempt.id, secret: payload.attempt.secret }),
    [payload.attempt.id, payload.attempt.secret],
  );

  if (!entry) return null;

  // Flashcards are not numbered: the bar counts the scored questions only.
  const progress = isNumbered(entry.question)
    ? t('play.progress', { current: entry.question.number, total: scoredTotal })
    : t('play.progressUnscored');

  const leaveButton = onLeave && (
    <Button
      variant={payload.test.isExam ? 'danger' : 'filled'}
      size="medium"
      onClick={() => {
        setLeaving(false);
        onLeave();
      }}
    >
      {payload.test.isExam ? t('play.leave.confirmExam') : t('play.leave.confirm')}
    </Button>
  );

  return (
    <div className={styles.player}>
      <header className={styles.header}>
        {onLeave && (
          <Button
            variant="ghost"
            size="medium"
            className={styles.leave}
            aria-label={t('play.leave.button')}
            title={t('play.leave.button')}
            onClick={() => setLeaving(true)}
          >
            <IconX size={20} />
          </Button>
        )}
        <div className={styles.titleBlock}>
          <p className={styles.title}>{title}</p>
          <p className={styles.meta}>
            <span className={styles.progress}>{progress}</span>
            <span className={styles.save} role="status" data-status={saveStatus}>
              {t(`play.save.${saveStatus}`)}
            </span>
          </p>
        </div>
        <Timer deadline={payload.attempt.deadline} offsetMs={offsetMs} onExpire={onExpire} />
        <Button size="medium" className={styles.submit} onClick={() => setConfirming(true)} loading={submitting}>
          {t('play.submit')}
        </Button>
      </header>
      {/* What going offline means, in full; a phone's header has no room even for the word. */}
      {saveStatus === 'offline' && (
        <p className={styles.offline} data-testid="offline-notice">
          <IconWifiOff size={18} />
          <span>
            <strong>{t('play.save.offline')}.</strong> {t('play.save.offlineDetail')}
          </span>
        </p>
      )}

      <div className={styles.body}>
        {/* The page layout already has the main landmark. */}
        <div className={styles.main} ref={questionTop}>
          {/* Not keyed by question: a recording shared by the next question keeps playing (see QuestionView). */}
          <CurrentQuestion
            entry={entry}
            value={state.answers[entry.question.id]}
            onChange={onChange}
            playback={playback}
            attempt={attemptRef}
            highlightScope={`attempt:${payload.attempt.id}`}
          />
          <div className={styles.footer} role="group" aria-label={t('play.actions')}>
            <Button variant="outline" size="medium" onClick={() => go(-1)} disabled={index === 0}>
              {t('play.previous')}
            </Button>
            <Button
              variant={flagged ? 'filled' : 'ghost'}
              size="medium"
              className={styles.flag}
              aria-pressed={flagged}
              leftIcon={<IconFlag size={18} />}
              onClick={() => onFlag(entry.question.id)}
            >
              <span className={styles.flagText}>{flagged ? t('play.unflag') : t('play.flag')}</span>
            </Button>
            <Button
              variant="outline"
              size="medium"
              className={styles.listToggle}
              aria-expanded={navOpen}
              aria-controls="player-navigator"
              aria-label={
                isNumbered(entry.question)
                  ? t('play.navigator.open', { current: entry.question.number, total: scoredTotal })
                  : t('play.navigator.openUnscored')
              }
              leftIcon={<IconList size={18} />}
              onClick={() => setNavOpen((o) => !o)}
            >
              {/* The same count as the bar: scored questions only. */}
              <span aria-hidden="true">
                {isNumbered(entry.question)
                  ? `${entry.question.number}/${scoredTotal}`
                  : t('play.navigator.unscoredShort')}
              </span>
            </Button>
            {index < entries.length - 1 ? (
              <Button size="medium" onClick={() => go(1)}>
                {t('play.next')}
              </Button>
            ) : (
              <Button size="medium" onClick={() => setConfirming(true)} loading={submitting}>
                {t('play.submit')}
              </Button>
            )}
          </div>
        </div>

        <aside className={styles.aside} data-open={navOpen || undefined}>
          <Button
            variant="outline"
            size="medium"
            className={styles.navToggle}
            aria-expanded={navOpen}
            aria-controls="player-navigator"
            onClick={() => setNavOpen((o) => !o)}
          >
            {t('play.navigator.toggle')}
          </Button>
          <div id="player-navigator" className={styles.navPanel}>
            <Navigator
              entries={entries}
              answers={state.answers}
              flags={state.flags}
              currentId={entry.question.id}
              onSelect={select}
            />
          </div>
        </aside>
      </div>

      {onLeave && (
        <Modal
          open={leaving}
          onClose={() => setLeaving(false)}
          title={t('play.leave.title')}
          footer={
            <>
              {/* In a row the safe choices sit last (nearest the thumb on phones, where the footer stacks
                  in reverse); leaving an exam voids it (spec §8), so submitting is offered beside it. */}
              {payload.test.isExam && leaveButton}
              <Button variant="outline" size="medium" onClick={() => setLeaving(false)}>
                {t('play.leave.stay')}
              </Button>
              {payload.test.isExam ? (
                <Button
                  size="medium"
                  disabled={submitting}
                  onClick={() => {
                    // The usual check before handing in: what is still unanswered or flagged.
                    setLeaving(false);
                    setConfirming(true);
                  }}
                >
                  {t('play.leave.submitInstead')}
                </Button>
              ) : (
                leaveButton
              )}
            </>
          }
        >
          <p>{payload.test.isExam ? t('play.leave.exam') : t('play.leave.practice')}</p>
        </Modal>
      )}

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('play.confirm.title')}
        footer={
          <>
            <Button variant="outline" size="medium" onClick={() => setConfirming(false)}>
              {t('play.confirm.cancel')}
            </Button>
            <Button
              size="medium"
              loading={submitting}
              onClick={() => {
                setConfirming(false);
                onSubmit();
              }}
            >
              {t('play.confirm.submit')}
            </Button>
          </>
        }
      >
        {!confirming ? null : unanswered.length === 0 ? (
          <p>{t('play.confirm.allAnswered')}</p>
        ) : (
          <>
            <p>{t('play.confirm.unanswered', { count: unanswered.length })}</p>
            <ul className={styles.unansweredList}>
              {unanswered.map((e) => (
                <li key={e.question.id}>
                  <Button
                    variant="link"
                    size="small"
                    onClick={() => {
                      setConfirming(false);
                      onGoTo(e.question.id);
                    }}
                  >
                    {t('play.questionNumber', { number: e.question.number })}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
        {state.flags.length > 0 && <p>{t('play.confirm.flagged', { count: state.flags.length })}</p>}
      </Modal>
    </div>
  );
}
