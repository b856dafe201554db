import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@/lib/validation/patterns';
import type { ResultDto, SkillBreakdownDto } from '@contract/player';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ShareLink } from '@/components/ui/share-link';
import { paths } from '@/config/paths';
import { useHasSession } from '@/lib/current-user';
import { formatTimeDate } from '@/lib/dates';
import { formatDuration } from '@/lib/format';
import { sendResultMail } from '../api/send-result-mail';
import { shareResult } from '../api/share-result';
import styles from './result-view.module.scss';

export interface ResultViewProps {
  result: ResultDto;
  title: string;
  /** Proof of ownership for a guest (share, mail, review). */
  attemptSecret?: string | null;
  /** Whether the caller owns the result (share, mail and review are offered). */
  isOwner: boolean;
  onReview?: () => void;
  onRetake?: () => void;
  /** The test is assigned in one of the caller's classes: a way back there, and which result counts. */
  assigned?: boolean;
}

/** The score, counts, skills, time and what to practise next; share and e-mail for the owner. */
export function ResultView({
  result,
  title,
  attemptSecret,
  isOwner,
  onReview,
  onRetake,
  assigned = false,
}: ResultViewProps) {
  const { t } = useTranslation('player');
  const { t: tCommon } = useTranslation('common');
  const signedIn = useHasSession();
  const time = formatDuration(result.timeTakenSeconds, tCommon);

  if (result.status === 'VOIDED') return <CancelledView result={result} title={title} onRetake={onRetake} />;
  // An IELTS test reports as IELTS does: a band and the correct answers out of the marks.
  const band = result.band;

  return (
    <section className={styles.result} aria-labelledby="player-result-title">
      <p className={styles.eyebrow}>{t('result.eyebrow')}</p>
      <h1 id="player-result-title" className={styles.title}>
        {title}
      </h1>

      {result.closedBy === 'DEADLINE' && <Alert variant="info">{t('result.closedByDeadline')}</Alert>}
      {result.lateAnswersIgnored && <Alert variant="warning">{t('result.lateAnswersIgnored')}</Alert>}

      {band !== null ? <IeltsScore result={result} band={band} /> : <TenPointScore result={result} />}

      {/* Every figure here counts questions (IELTS: marks, one per answer); the score above counts points. */}
      <dl className={styles.stats}>
        <div>
          <dt>{band === null ? t('result.correct') : t('result.ielts.correct')}</dt>
          <dd>
            {band === null
              ? t('result.correctValue', { correct: result.correctCount, total: result.scoredQuestionCount })
              : t('result.ielts.marksValue', { earned: result.earnedPoints, max: result.maxPoints })}
          </dd>
        </div>
        {band === null && result.partialCount > 0 && (
          <div>
            <dt>{t('result.partial')}</dt>
            <dd>{result.partialCount}</dd>
          </div>
        )}
        {band === null && (
          <div>
            <dt>{t('result.unanswered')}</dt>
            <dd>{result.unansweredCount}</dd>
          </div>
        )}
        {result.pendingReviewCount > 0 && (
          <div>
            <dt>{t('result.pending')}</dt>
            <dd>{result.pendingReviewCount}</dd>
          </div>
        )}
        <div>
          <dt>{t('result.time')}</dt>
          <dd>{time}</dd>
        </div>
      </dl>

      {result.pendingReviewCount > 0 && (
        <Alert variant="info">
          {t(
            isOwner
              ? signedIn
                ? 'result.pendingReview.student'
                : 'result.pendingReview.guest'
              : 'result.pendingReview.visitor',
            {
              count: result.pendingReviewCount,
            },
          )}
        </Alert>
      )}

      {isOwner && !signedIn && <KeepResult />}

      {result.skills.length > 0 && (
        <div className={styles.block}>
          <h2 className={styles.blockTitle}>{t('result.skills.title')}</h2>
          <table className={styles.skills}>
            <thead>
              <tr>
                <th scope="col">{t('result.skills.skill')}</th>
                <th scope="col">{t('result.skills.points')}</th>
                <th scope="col">{t('result.skills.percent')}</th>
              </tr>
            </thead>
            <tbody>
              {result.skills.map((skill) => (
                <tr key={skill.skill}>
                  <th scope="row">{t(`skills.${skill.skill}`)}</th>
                  <td>
                    {skill.maxPoints > 0
                      ? t('result.skills.pointsValue', { earned: skill.earnedPoints, max: skill.maxPoints })
                      : t('result.skills.noPoints')}
                  </td>
                  <td>
                    {skill.percent !== null && (
                      <span className={styles.bar} style={{ ['--value' as string]: `${skill.percent}%` }}>
                        {t('result.percent', { percent: skill.percent })}
                      </span>
                    )}
                    <SkillOutsideScore skill={skill} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {result.recommendations.length > 0 && (
        <div className={styles.block}>
          <h2 className={styles.blockTitle}>{t('result.next.title')}</h2>
          <ul className={styles.recommendations}>
            {result.recommendations.map((rec, i) => (
              <li key={`${rec.kind}-${rec.skill ?? i}`}>
                <Button
                  variant="outline"
                  size="medium"
                  href={`${paths.explore}?${new URLSearchParams(rec.explore).toString()}`}
                >
                  {rec.kind === 'PRACTISE_SKILL' && rec.skill
                    ? t('result.next.practise', { skill: t(`skills.${rec.skill}`), percent: rec.percent ?? 0 })
                    : t('result.next.keepGoing')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {assigned && <p className={styles.assignedNote}>{t('result.assigned.note')}</p>}
      <div className={styles.actions}>
        {onReview && <Button onClick={onReview}>{t('result.review')}</Button>}
        {assigned && (
          <Button variant="outline" href={paths.myClasses}>
            {t('result.assigned.back')}
          </Button>
        )}
        {onRetake && (
          <Button variant="outline" onClick={onRetake}>
            {t('result.retake')}
          </Button>
        )}
      </div>

      {isOwner && result.status === 'COMPLETED' && (
        <div className={styles.owner}>
          <ShareResult resultId={result.id} attemptSecret={attemptSecret} />
          <MailResult resultId={result.id} attemptSecret={attemptSecret} />
        </div>
      )}
    </section>
  );
}

/**
 * One score, out of 10, as the headline. The points it comes from (and their percent) are the
 * same result on another scale: a labelled detail under it, never a second headline figure.
 */
function TenPointScore({ result }: { result: ResultDto }) {
  const { t } = useTranslation('player');
  return (
    <>
      <div className={styles.score}>
        <p className={styles.scoreLabel}>{t('result.scoreLabel')}</p>
        <p className={styles.scoreValue}>
          {result.score !== null
            ? t('result.score', { score: result.score })
            : result.pendingReviewCount > 0
              ? t('result.noScore')
              : t('result.noScoreUnanswered')}
        </p>
      </div>
      {result.score !== null && (
        <p className={styles.basis}>
          {t('result.pointsDetail', {
            count: result.scoredQuestionCount,
            earned: result.earnedPoints,
            max: result.maxPoints,
            percent: result.percent ?? 0,
          })}
        </p>
      )}
    </>
  );
}

/**
 * An IELTS result: the band as the headline; the marks it is read from (one mark per answer as in
 * the test: each heading, each gap, each of the options to choose) are in the figures below it.
 */
function IeltsScore({ result, band }: { result: ResultDto; band: number }) {
  const { t } = useTranslation('player');
  return (
    <>
      <div className={styles.score}>
        <p className={styles.scoreLabel}>{t('result.ielts.label')}</p>
        <p className={styles.scoreValue}>{t('result.ielts.band', { band: band.toFixed(1) })}</p>
      </div>
      <p className={styles.basis}>{t('result.ielts.basis', { max: result.maxPoints })}</p>
    </>
  );
}

/** What of a skill is outside its percent: answers awaiting review, questions left unanswered. */
function SkillOutsideScore({ skill }: { skill: SkillBreakdownDto }) {
  const { t } = useTranslation('player');
  if (skill.percent !== null) {
    // Only questions outside the score need a word here: the percent covers the rest.
    return skill.pendingReviewCount > 0 ? (
      <span className={styles.outside}>{t('result.skills.alsoPending', { count: skill.pendingReviewCount })}</span>
    ) : null;
  }
  if (skill.pendingReviewCount > 0)
    return <span className={styles.outside}>{t('result.skills.pending', { count: skill.pendingReviewCount })}</span>;
  return <span className={styles.outside}>{t('result.skills.unanswered', { count: skill.unansweredCount })}</span>;
}

/** A guest's result lives in this browser only: an account keeps it (claimed at sign-in). */
function KeepResult() {
  const { t } = useTranslation('player');
  return (
    <div className={styles.keep} role="region" aria-labelledby="player-keep-title">
      <h2 id="player-keep-title" className={styles.blockTitle}>
        {t('result.keep.title')}
      </h2>
      <p>{t('result.keep.text')}</p>
      <div className={styles.keepActions}>
        <Button size="medium" href={paths.registerWithRedirect(paths.myTests)}>
          {t('result.keep.register')}
        </Button>
        <Button variant="outline" size="medium" href={paths.loginWithRedirect(paths.myTests)}>
          {t('result.keep.login')}
        </Button>
      </div>
    </div>
  );
}

function ShareResult({ resultId, attemptSecret }: { resultId: number; attemptSecret?: string | null }) {
  const { t } = useTranslation('player');
  const id = useId();
  // Only an account has a name to show; a guest's result is shared without one.
  const canShowName = !attemptSecret;
  const [showName, setShowName] = useState(false);
  const [linkMade, setLinkMade] = useState(false);
  const [nameError, setNameError] = useState(false);
  const changeShowName = (value: boolean) => {
    setShowName(value);
    setNameError(false);
    // The link stays the same: once it exists, the choice changes what it shows.
    if (linkMade)
      shareResult(resultId, attemptSecret, value).catch(() => {
        setShowName(!value);
        setNameError(true);
      });
  };
  const createUrl = async () => {
    const code = await shareResult(resultId, attemptSecret, canShowName ? showName : undefined);
    setLinkMade(true);
    // crypto-js is loaded only when someone shares.
    const { encodeResultLink, practiceLinkUrl } = await import('@/lib/practice-link');
    return practiceLinkUrl(encodeResultLink(resultId, code.code));
  };
  return (
    <div className={styles.shareResult}>
      {canShowName && (
        <label className={styles.showName} htmlFor={id}>
          <input id={id} type="checkbox" checked={showName} onChange={(e) => changeShowName(e.target.checked)} />
          {t('result.share.showName')}
        </label>
      )}
      {nameError && (
        <p role="alert" className={styles.mailError}>
          {t('result.share.nameError')}
        </p>
      )}
      <ShareLink
        createUrl={createUrl}
        texts={{
          button: t('result.share.button'),
          copied: t('result.share.copied'),
          link: t('result.share.link'),
          error: t('result.share.error'),
        }}
      />
    </div>
  );
}

function MailResult({ resultId, attemptSecret }: { resultId: number; attemptSecret?: string | null }) {
  const { t, i18n } = useTranslation('player');
  const signedIn = useHasSession();
  const id = useId();
  const errorId = `${id}-error`;
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<'required' | 'invalid' | null>(null);
  const [state, setState] = useState<{ status: 'idle' | 'busy' | 'sent' | 'error'; destination?: string }>({
    status: 'idle',
  });

  /** The form's own check, in the page's language (the browser's would speak its own). */
  const check = (value: string): 'required' | 'invalid' | null => {
    if (value === '') return signedIn ? null : 'required';
    return EMAIL_PATTERN.test(value) ? null : 'invalid';
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = check(value);
    setInvalid(problem);
    if (problem) {
      document.getElementById(id)?.focus();
      return;
    }
    setState({ status: 'busy' });
    try {
      const data = await sendResultMail({
        resultId,
        email: value || undefined,
        attemptSecret: attemptSecret ?? undefined,
        locale: i18n.language === 'en' ? 'en' : 'vi',
      });
      setState({ status: 'sent', destination: data.destination });
    } catch {
      setState({ status: 'error' });
    }
  };

  return (
    <form className={styles.mail} noValidate onSubmit={(e) => void send(e)}>
      <label htmlFor={id} className={styles.mailLabel}>
        {signedIn ? t('result.mail.labelOptional') : t('result.mail.label')}
      </label>
      <div className={styles.mailRow}>
        <input
          id={id}
          type="email"
          className={styles.mailInput}
          value={email}
          aria-required={!signedIn}
          aria-invalid={invalid !== null}
          aria-describedby={invalid ? errorId : undefined}
          maxLength={64}
          autoComplete="email"
          onChange={(e) => {
            setEmail(e.target.value);
            if (invalid) setInvalid(null);
          }}
        />
        <Button type="submit" variant="outline" size="medium" loading={state.status === 'busy'}>
          {t('result.mail.send')}
        </Button>
      </div>
      {invalid && (
        <p id={errorId} role="alert" className={styles.mailError}>
          {t(`result.mail.${invalid}`)}
        </p>
      )}
      <p role="status" className={styles.mailStatus}>
        {state.status === 'sent' && t('result.mail.sent', { destination: state.destination })}
        {state.status === 'error' && t('result.mail.error')}
      </p>
    </form>
  );
}

/**
 * A cancelled exam (spec §8): why and when, and a way to take it again. It measured nothing, so
 * it shows no score, skills, advice or review, and counts nowhere.
 */
function CancelledView({ result, title, onRetake }: Pick<ResultViewProps, 'result' | 'title' | 'onRetake'>) {
  const { t } = useTranslation('player');
  return (
    <section className={styles.result} aria-labelledby="player-result-title">
      <p className={`${styles.eyebrow} ${styles.eyebrowCancelled}`}>{t('result.voided.eyebrow')}</p>
      <h1 id="player-result-title" className={styles.title}>
        {title}
      </h1>
      <Alert variant="error" title={t('result.voided.title')}>
        <p>{t(`result.voided.${result.voidReason ?? 'LEAVE'}`)}</p>
        <p>{t('result.voided.when', { when: formatTimeDate(result.submittedAt) })}</p>
      </Alert>
      <p className={styles.basis}>{t('result.voided.counts')}</p>
      {onRetake && (
        <div className={styles.actions}>
          <Button onClick={onRetake}>{t('result.retake')}</Button>
        </div>
      )}
    </section>
  );
}
