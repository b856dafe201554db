import { useTranslation } from 'next-i18next/pages';
import type { AdaptiveTestKey } from '@contract/adaptive';
import { ADAPTIVE_TEST_FACTS } from '@contract/adaptive-rules';
import { AppLink } from '@/components/ui/app-link';
import { IconArrowRight } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAdaptiveRights } from '@/lib/catalogue/api/adaptive-rights';
import styles from './adaptive-test-cards.module.scss';

const KEYS: readonly AdaptiveTestKey[] = ['61', '60', 'level'];

type Access = 'free' | 'locked' | 'unlocked' | 'signIn';

export interface AdaptiveTestCardsProps {
  /** The section's heading id (the page's other sections name theirs the same way). */
  id: string;
  /** Section heading class of the page it sits in, so it looks like its neighbours. */
  titleClassName?: string;
}

/**
 * The adaptive level test and the two placement tests (spec: query keys 60 and 61), each with
 * what it is, how long it takes and how it is opened: placement is free for everyone; the level
 * test is unlocked by an activation code, and a signed-in student sees whether it is.
 */
export function AdaptiveTestCards({ id, titleClassName }: AdaptiveTestCardsProps) {
  const { t } = useTranslation('adaptive-tests');
  const rights = useAdaptiveRights();

  const accessOf = (key: AdaptiveTestKey): Access => {
    if (!ADAPTIVE_TEST_FACTS[key].rightRequired) return 'free';
    if (!rights.signedIn) return 'signIn';
    return rights.has(key) ? 'unlocked' : 'locked';
  };

  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={titleClassName ?? styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>{t('description')}</p>
      </div>
      <ul className={styles.cards}>
        {KEYS.map((key) => {
          const facts = ADAPTIVE_TEST_FACTS[key];
          const access = accessOf(key);
          const own = `${id}-${key}`;
          return (
            <li key={key}>
              {/* Named by the test, described by the rest: a screen reader hears the name first. */}
              <AppLink
                href={paths.placementTest(key)}
                className={styles.card}
                data-access={access}
                aria-labelledby={`${own}-name`}
                aria-describedby={`${own}-summary ${own}-facts ${own}-access`}
              >
                <span id={`${own}-name`} className={styles.name}>
                  {t(`tests.${key}.name`)}
                </span>
                <span id={`${own}-summary`} className={styles.summary}>
                  {t(`tests.${key}.summary`)}
                </span>
                <span id={`${own}-facts`} className={styles.facts}>
                  {t('length', { min: facts.minLength, max: facts.maxLength })}
                  {' · '}
                  {facts.timeLimitMinutes === null
                    ? t('noTimeLimit')
                    : t('timeLimit', { minutes: facts.timeLimitMinutes })}
                </span>
                <span id={`${own}-access`} className={styles.access}>
                  {t(`access.${access}`)}
                </span>
                <IconArrowRight size={18} className={styles.arrow} />
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
