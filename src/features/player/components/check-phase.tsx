import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTEGRITY_VOID_AFTER, PLAYER_RULES } from '@contract/player';
import type { Skill } from '@contract/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SkillBadges } from '@/components/unit-test/skill-badges';
import { useTouchOrNarrow } from '@/lib/input-mode';
import styles from './check-phase.module.scss';
import { EventNotice } from './event-notice';

const MicCheck = dynamic(() => import('../media/mic-check').then((m) => m.MicCheck), { ssr: false });

/** What the check phase shows about the test. */
export interface CheckInfo {
  title: string;
  duration: number | null;
  questionCount: number;
  skills: Skill[];
  isExam: boolean;
  hasListening: boolean;
  hasSpeaking: boolean;
}

export interface CheckPhaseProps {
  info: CheckInfo;
  starting: boolean;
  error: string | null;
  onStart(): void;
  onCancel?: () => void;
  /** Opened from this event: the notice names it. */
  eventId?: number | null;
}

/** Before the clock starts: the test, the exam rules, a microphone check when it has speaking. */
export function CheckPhase({ info, starting, error, onStart, onCancel, eventId = null }: CheckPhaseProps) {
  const { t } = useTranslation('player');
  const touchOrNarrow = useTouchOrNarrow();
  const [micOk, setMicOk] = useState<boolean | null>(null);
  const minutes = info.duration ?? PLAYER_RULES.DEFAULT_DURATION_MINUTES;

  return (
    <section className={styles.check} aria-labelledby="player-check-title">
      <p className={styles.eyebrow}>{t('check.eyebrow')}</p>
      <h1 id="player-check-title" className={styles.title}>
        {info.title}
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t('check.duration')}</dt>
          <dd>
            {t('check.minutes', { count: minutes })}
            {info.duration === null && <span className={styles.hint}> {t('check.defaultDuration')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('check.questions')}</dt>
          <dd>{info.questionCount}</dd>
        </div>
      </dl>
      {info.skills.length > 0 && <SkillBadges skills={info.skills} size="medium" />}

      {eventId !== null && <EventNotice eventId={eventId} />}

      <ul className={styles.tips}>
        {/* On an exam a reload cancels the attempt (the warning below says so): promise only what holds. */}
        <li>{info.isExam ? t('check.tips.autosaveExam') : t('check.tips.autosave')}</li>
        {/* Help for the input in use: no arrow keys on a phone. */}
        <li>{touchOrNarrow ? t('check.tips.touch') : t('check.tips.keyboard')}</li>
        {info.hasListening && <li>{t('check.tips.listening')}</li>}
      </ul>

      {info.isExam && (
        <Alert variant="warning" title={t('check.exam.title')}>
          <ul className={styles.warnings}>
            <li>{t('check.exam.devices')}</li>
            <li>{t('check.exam.reload')}</li>
            {/* What counts as leaving on this device, and the glance that does not. */}
            <li>
              {t(touchOrNarrow ? 'check.exam.away.touch' : 'check.exam.away.desktop', {
                seconds: PLAYER_RULES.HIDDEN_GRACE_MS / 1000,
                count: INTEGRITY_VOID_AFTER.TAB_SWITCH,
              })}
            </li>
          </ul>
        </Alert>
      )}

      {info.hasSpeaking && (
        <div className={styles.mic}>
          {/* The microphone check carries its own title and explanation. */}
          <MicCheck onResult={setMicOk} />
          {micOk === false && <p className={styles.hint}>{t('check.mic.canContinue')}</p>}
        </div>
      )}

      {error && <Alert variant="error">{error}</Alert>}

      <div className={styles.actions}>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t('check.back')}
          </Button>
        )}
        <Button onClick={onStart} loading={starting}>
          {t('check.start')}
        </Button>
      </div>
    </section>
  );
}
