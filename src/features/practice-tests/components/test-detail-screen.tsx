import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState, useSyncExternalStore } from 'react';
import { isExamTest, type UnitTestDetailDto } from '@contract/catalogue';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localized, unitTestTitles } from '@/components/unit-test/labels';
import { RESUME_QUERY_PARAM } from '@/config/constants';
import { paths } from '@/config/paths';
import { useHasSession } from '@/lib/current-user';
import { useUnitTest } from '@/lib/catalogue/api/unit-test';
import { readLocalDraft, useOpenAttemptOf, type CheckInfo } from '@/features/player';
import { hasSession } from '@/lib/session';
import { latestGuestCancellationOf, latestGuestResultOf } from '@/lib/results/guest-attempts';
import { useLastResultOf } from '../api/last-result';
import { TestDetail } from './test-detail';
import styles from './test-detail-screen.module.scss';

// The player (and its question families) loads only when a learner starts.
const PlayerScreen = dynamic(() => import('@/features/player/lazy/player-screen').then((m) => m.PlayerScreen), {
  ssr: false,
  loading: () => <Spinner size="large" />,
});

// Shown only in the browser, from the learner's own results: its date formatting stays out of the first load.
const CancelledAttempt = dynamic(() => import('./cancelled-attempt').then((m) => m.CancelledAttempt), { ssr: false });

const noSubscription = () => () => undefined;

function checkInfo(test: UnitTestDetailDto, title: string): CheckInfo {
  return {
    title,
    duration: test.duration,
    questionCount: test.questionCount,
    skills: test.skills,
    isExam: isExamTest(test),
    hasListening: test.hasListening,
    hasSpeaking: test.hasSpeaking,
  };
}

/**
 * The detail page of one test, from the server-rendered copy when there is one, refreshed in the
 * browser (ownership depends on who is signed in). Start opens the player in place; an attempt
 * left open in this browser reopens the player at once.
 */
export function TestDetailScreen({
  idOrSlug,
  shareCode = null,
  eventId = null,
}: {
  idOrSlug: string;
  shareCode?: string | null;
  /** Taken as part of this event: the player's start names it. */
  eventId?: number | null;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const { data: test, error, isLoading, mutate } = useUnitTest(idOrSlug);
  const [choice, setChoice] = useState<'start' | 'resume' | 'exit' | 'result' | null>(null);
  const testId = test?.id;
  const router = useRouter();
  const signedIn = useHasSession();
  // The student's attempt in progress on the server (whichever device started it).
  const { data: openAttempt, mutate: refreshOpenAttempt } = useOpenAttemptOf(testId, signedIn);
  const { data: lastResult, mutate: refreshLastResult } = useLastResultOf(testId, signedIn);
  // An attempt left open in this browser; the server render (and hydration) says none.
  const hasOpenAttempt = useSyncExternalStore(
    noSubscription,
    () => testId !== undefined && readLocalDraft(testId) !== null,
    () => false,
  );
  // A guest's latest result on this test in this browser ("resultId:secret"), to open it again.
  const guestResult = useSyncExternalStore(
    noSubscription,
    () => (testId !== undefined && !hasSession() ? latestGuestResultOf(testId) : null),
    () => null,
  );
  const [guestResultId, guestSecret] = guestResult ? guestResult.split(/:(.*)/s) : [];
  // The guest's latest result there, when it is a cancelled exam ("reason|at").
  const guestCancellation = useSyncExternalStore(
    noSubscription,
    () => (testId !== undefined && !hasSession() ? latestGuestCancellationOf(testId) : null),
    () => null,
  );
  // The last attempt, when it was cancelled: said first, before the learner starts again.
  const cancelledResult = signedIn && lastResult?.status === 'VOIDED' ? lastResult : null;
  const guestCancelled = signedIn ? null : guestCancellation;
  const cancelled = cancelledResult !== null || guestCancelled !== null;
  const openResult =
    choice === 'result' && guestResultId && guestSecret
      ? { resultId: Number(guestResultId), secret: guestSecret }
      : null;
  // From home's "continue": the student's open attempt, on whichever device it was started.
  const resumeFromLink = router.query[RESUME_QUERY_PARAM] === '1';
  const resumeOpen = choice === 'resume' || (resumeFromLink && choice === null);
  const playing =
    choice === 'start' || resumeOpen || openResult !== null || (choice === null && (hasOpenAttempt || resumeFromLink));

  const exit = () => {
    setChoice('exit');
    void refreshOpenAttempt();
    // Leaving an exam cancelled it: the page says so from the latest result.
    if (signedIn) void refreshLastResult();
    // A "continue" address is not kept once the player is left: a reload shows the test page.
    if (resumeFromLink && test) void router.replace(paths.practiceTest(test.slug), undefined, { shallow: true });
  };
  // The result has its own address from the moment it exists: a reload shows it, never a new attempt.
  const goToResult = (resultId: number) => {
    void refreshOpenAttempt(null, { revalidate: false });
    if (signedIn) {
      void router.replace(paths.myTestResult(String(resultId), { assigned: test?.assigned === true }));
      return;
    }
    // A guest's result is opened by its encoded link (this browser holds the attempt's secret).
    void import('@/lib/practice-link').then(({ encodeResultLink }) =>
      router.replace(paths.practiceTest(encodeResultLink(resultId, null))),
    );
  };

  if (test) {
    const locale = i18n.language;
    const { title } = unitTestTitles(test, locale);
    const description = localized(test.description, locale).trim();
    return (
      <>
        <PageMeta title={title} description={description || undefined} />
        {playing ? (
          <PlayerScreen
            testId={test.id}
            info={checkInfo(test, title)}
            shareCode={shareCode}
            eventId={eventId}
            onExit={exit}
            resumeOpen={resumeOpen}
            onResult={goToResult}
            assigned={test.assigned}
            openResult={openResult}
          />
        ) : (
          <>
            {cancelled && (
              <div className={styles.guestResult}>
                <CancelledAttempt result={cancelledResult} guest={guestCancelled} assigned={test.assigned === true} />
              </div>
            )}
            {guestResult && !cancelled && (
              <div className={styles.guestResult}>
                <Alert variant="info" title={t('detail.guestResult.title')}>
                  <p className={styles.guestResultText}>{t('detail.guestResult.text')}</p>
                  <Button size="medium" variant="outline" onClick={() => setChoice('result')}>
                    {t('detail.guestResult.open')}
                  </Button>
                </Alert>
              </div>
            )}
            <TestDetail
              test={test}
              shareCode={shareCode}
              continueEndsAt={openAttempt ? openAttempt.endsAt : null}
              // A cancelled attempt is the notice above, not a result card.
              lastResult={cancelled ? null : lastResult}
              onStart={() => setChoice(openAttempt ? 'resume' : 'start')}
            />
          </>
        )}
      </>
    );
  }

  if (error) {
    return (
      <div className={styles.state}>
        <Alert variant="error" title={t('detail.loadError')}>
          <Button size="medium" variant="outline" onClick={() => void mutate()} className={styles.retry}>
            {t('detail.retry')}
          </Button>
        </Alert>
      </div>
    );
  }

  return <div className={styles.state}>{isLoading && <Spinner size="large" />}</div>;
}
