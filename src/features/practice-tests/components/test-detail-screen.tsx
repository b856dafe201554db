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
import { useUnitTest } from '@/lib/catalogue/unit-test';
import { readLocalDraft, type CheckInfo } from '@/features/player';
import { hasSession } from '@/lib/session';
import { latestGuestResultOf } from '@/lib/results/guest-attempts';
import { TestDetail } from './test-detail';
import styles from './test-detail-screen.module.scss';

// The player (and its question families) loads only when a learner starts.
const PlayerScreen = dynamic(() => import('@/features/player/lazy/player-screen').then((m) => m.PlayerScreen), {
  ssr: false,
  loading: () => <Spinner size="large" />,
});

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
export function TestDetailScreen({ idOrSlug, shareCode = null }: { idOrSlug: string; shareCode?: string | null }) {
  const { t, i18n } = useTranslation('catalogue');
  const { test, error, isLoading, mutate } = useUnitTest(idOrSlug);
  const [choice, setChoice] = useState<'start' | 'exit' | 'result' | null>(null);
  const testId = test?.id;
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
  const openResult =
    choice === 'result' && guestResultId && guestSecret
      ? { resultId: Number(guestResultId), secret: guestSecret }
      : null;
  // From home's "continue": the student's open attempt, on whichever device it was started.
  const resumeOpen = useRouter().query[RESUME_QUERY_PARAM] === '1';
  const playing = choice === 'start' || openResult !== null || (choice === null && (hasOpenAttempt || resumeOpen));
  const setPlaying = (value: boolean) => setChoice(value ? 'start' : 'exit');

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
            onExit={() => setPlaying(false)}
            resumeOpen={resumeOpen && choice === null}
            assigned={test.assigned}
            openResult={openResult}
          />
        ) : (
          <>
            {guestResult && (
              <div className={styles.guestResult}>
                <Alert variant="info" title={t('detail.guestResult.title')}>
                  <p className={styles.guestResultText}>{t('detail.guestResult.text')}</p>
                  <Button size="medium" variant="outline" onClick={() => setChoice('result')}>
                    {t('detail.guestResult.open')}
                  </Button>
                </Alert>
              </div>
            )}
            <TestDetail test={test} shareCode={shareCode} onStart={() => setPlaying(true)} />
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
