import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useState, type CSSProperties, type MouseEvent } from 'react';
import { isExamTest, type UnitTestSummaryDto } from '@contract/catalogue';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { unitTestTitles } from '@/components/unit-test/labels';
import { routeMatcher, routes } from '@/config/paths';
import { useShellFocused } from '@/lib/focus-shell';
import type { CheckInfo } from '@/features/player';
import { useEmbedSignIn, type EmbedProblem } from '../api/embed-sign-in';
import type { PartnerPageView } from '../server/page-props';
import styles from './partner-embed.module.scss';

// The player (and its question families) loads only when a learner starts.
const PlayerScreen = dynamic(() => import('@/features/player/lazy/player-screen').then((m) => m.PlayerScreen), {
  ssr: false,
  loading: () => <Spinner size="large" />,
});

const isPartnerPage = routeMatcher(routes.partnerPage);

function checkInfo(test: UnitTestSummaryDto, title: string): CheckInfo {
  return {
    title,
    duration: test.duration,
    questionCount: test.questionCount,
    skills: test.skills,
    isExam: isExamTest(test),
    hasListening: test.skills.includes('LI'),
    hasSpeaking: test.skills.includes('SP'),
  };
}

/**
 * A link inside the frame that leads off the partner page (a recommendation, a guide) opens in a
 * new tab: our other pages refuse to be framed, and the frame must stay the partner's.
 */
function keepFrameOnPage(event: MouseEvent<HTMLDivElement>) {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin === window.location.origin && isPartnerPage(url.pathname)) return;
  event.preventDefault();
  event.stopPropagation();
  window.open(url.href, '_blank', 'noopener,noreferrer');
}

const PROBLEM_KEYS = {
  needed: 'signIn.needed',
  expired: 'signIn.expired',
  replayed: 'signIn.replayed',
  invalid: 'signIn.invalid',
  failed: 'signIn.failed',
} as const satisfies Record<EmbedProblem, string>;

/**
 * A partner's page inside the partner's frame: its header in the partner's theme with the
 * learner the partner signed in, the page's tests, and our player for the one chosen.
 */
export function PartnerEmbed({ view }: { view: PartnerPageView }) {
  const { t, i18n } = useTranslation('partner');
  const { partner, theme, page } = view;
  const { pending, session, problem } = useEmbedSignIn(partner.slug);
  const [chosen, setChosen] = useState<UnitTestSummaryDto | null>(null);
  // A test being played brings its own bar: the frame's header steps aside.
  const playing = useShellFocused();
  const themeStyle = {
    '--partner-primary': theme.primaryColor,
    '--partner-accent': theme.accentColor,
    ...(theme.fontFamily ? { '--partner-font': theme.fontFamily } : {}),
  } as CSSProperties;

  return (
    <div className={styles.embed} style={themeStyle} onClickCapture={keepFrameOnPage}>
      {!playing && (
        <header className={styles.header}>
          <div className={styles.brand}>
            {theme.logoUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- the partner's own logo, on its own origin
              <img
                className={styles.logo}
                src={theme.logoUrl}
                alt={t('header.partnerLogo', { partner: partner.name })}
              />
            )}
            <div>
              <p className={styles.partnerName}>{partner.name}</p>
              <h1 className={styles.pageTitle}>{page.title}</h1>
            </div>
          </div>
          {session && (
            <p className={styles.learner} data-testid="embed-learner">
              {t('header.signedInAs', { name: session.displayName })}
            </p>
          )}
        </header>
      )}

      <main className={styles.body}>
        {pending && !session && (
          <div className={styles.state}>
            <Spinner size="medium" label={t('signIn.pending', { partner: partner.name })} />
          </div>
        )}
        {problem && (
          <div className={styles.state} role="alert" data-testid="embed-problem">
            <Alert variant={problem === 'needed' ? 'info' : 'warning'}>
              {t(PROBLEM_KEYS[problem], { partner: partner.name })}
            </Alert>
          </div>
        )}

        {chosen && session ? (
          <PlayerScreen
            key={chosen.id}
            testId={chosen.id}
            info={checkInfo(chosen, unitTestTitles(chosen, i18n.language).title)}
            onExit={() => setChosen(null)}
          />
        ) : (
          <section aria-labelledby="partner-tests-title">
            <h2 id="partner-tests-title" className={styles.listTitle}>
              {t('list.title')}
            </h2>
            {page.unitTests.length === 0 ? (
              <p className={styles.empty}>{t('list.empty')}</p>
            ) : (
              <ul className={styles.list}>
                {page.unitTests.map((test) => {
                  const title = unitTestTitles(test, i18n.language).title;
                  return (
                    <li key={test.id} className={styles.item}>
                      <div>
                        <h3 className={styles.itemTitle}>{title}</h3>
                        <p className={styles.facts}>
                          {test.duration === null
                            ? t('list.factsUntimed', { questions: test.questionCount })
                            : t('list.facts', { questions: test.questionCount, minutes: test.duration })}
                        </p>
                      </div>
                      <button
                        type="button"
                        className={styles.start}
                        disabled={!session}
                        onClick={() => setChosen(test)}
                        aria-label={`${t('list.start')}: ${title}`}
                      >
                        {t('list.start')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}
      </main>
    </div>
  );
}

/** The page when the registry could not be read: a message, never an error screen. */
export function PartnerUnavailable() {
  const { t } = useTranslation('partner');
  return (
    <div className={styles.state}>
      <Alert variant="warning" title={t('unavailable.title')}>
        {t('unavailable.text')}
      </Alert>
    </div>
  );
}
