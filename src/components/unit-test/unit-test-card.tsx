import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { isExamTest, type UnitTestSummaryDto } from '@contract/catalogue';
import { paths } from '@/config/paths';
import { AccessBadge } from './access-badge';
import { localized, unitTestContext, unitTestTitles } from './labels';
import { SkillBadges } from './skill-badges';
import styles from './unit-test-card.module.scss';
import { IconClock, IconListChecks, IconTrophy } from './unit-test-icons';

export interface UnitTestCardProps {
  test: UnitTestSummaryDto;
  /** Extra content under the card body (outside the card link), e.g. how the test was acquired. */
  footer?: ReactNode;
  /** Heading level of the title in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Hides the description (dense grids). */
  compact?: boolean;
  /** The student has this test (My tests): said instead of its price or access tier. */
  owned?: boolean;
  className?: string;
}

/**
 * A test in a list. The title is the link to the test's page and its hit area covers the whole
 * card, so the card is one link for pointer users while a screen reader hears just the title.
 */
export function UnitTestCard({
  test,
  footer,
  headingLevel = 3,
  compact = false,
  owned = false,
  className,
}: UnitTestCardProps) {
  const { t, i18n } = useTranslation('catalogue');
  const locale = i18n.language;
  const { label, title } = unitTestTitles(test, locale);
  const context = unitTestContext(test, locale);
  const description = localized(test.description, locale).trim();
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')} data-access={test.accessTier}>
      <div className={styles.top}>
        <AccessBadge test={test} owned={owned} className={styles.badge} />
        {isExamTest(test) && (
          <span className={styles.badge} data-kind="exam">
            <IconTrophy />
            {t('card.exam')}
          </span>
        )}
      </div>

      {context.length > 0 && <p className={styles.context}>{context.join(' · ')}</p>}

      <Heading className={styles.heading}>
        <AppLink href={paths.practiceTest(test.slug)} className={styles.link}>
          {label && <span className={styles.label}>{label}</span>}
          {/* Keeps the label and title apart in the link's accessible name (flex drops it). */}
          {label && ' '}
          <span className={styles.title}>{title}</span>
        </AppLink>
      </Heading>

      {!compact && description && <p className={styles.description}>{description}</p>}

      <div className={styles.bottom}>
        <SkillBadges skills={test.skills} />
        <ul className={styles.meta}>
          <li>
            <IconClock />
            {test.duration ? t('card.duration', { count: test.duration }) : t('card.noTimeLimit')}
          </li>
          <li>
            <IconListChecks />
            {t('card.questions', { count: test.questionCount })}
          </li>
        </ul>
      </div>

      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
