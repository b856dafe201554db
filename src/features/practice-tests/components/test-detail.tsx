import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { isExamTest, type UnitTestDetailDto } from '@contract/catalogue';
import {
  certificateName,
  examName,
  gradesLabel,
  localized,
  practiceModeName,
  unitTestTitles,
} from '@/components/unit-test/labels';
import { AccessBadge } from '@/components/unit-test/access-badge';
import { SkillBadges } from '@/components/unit-test/skill-badges';
import {
  IconBookOpen,
  IconClock,
  IconLayers,
  IconListChecks,
  IconTrophy,
} from '@/components/unit-test/unit-test-icons';
import { paths } from '@/config/paths';
import { AccessPanel } from './access-panel';
import { Breadcrumbs } from './breadcrumbs';
import { RelatedTests } from './related-tests';
import type { LastResultProps } from './last-result';
import styles from './test-detail.module.scss';

// Only a signed-in learner with a result sees it, after the page has loaded: its date formatting stays out of the first load.
const LastResult = dynamic(() => import('./last-result').then((m) => m.LastResult), { ssr: false });

/** A test's page before it is taken: what it is, its outline, who it is for and who may take it. */
export interface TestDetailProps {
  test: UnitTestDetailDto;
  /** A share code from an encoded link: it lets the holder take a test they could not otherwise. */
  shareCode?: string | null;
  onStart?: () => void;
  /** An attempt in progress: Start becomes "Continue (mm:ss left)", counting down to this moment. */
  continueEndsAt?: number | null;
  /** The signed-in learner's latest result of this test, if any. */
  lastResult?: LastResultProps['result'] | null;
}

export function TestDetail({
  test,
  shareCode = null,
  onStart,
  continueEndsAt = null,
  lastResult = null,
}: TestDetailProps) {
  const { t, i18n } = useTranslation('catalogue');
  // A section with no question to answer (a flashcard deck) is not part of the test's outline.
  const outline = test.sections.filter((section) => section.questionCount > 0);
  const locale = i18n.language;
  const { label, title } = unitTestTitles(test, locale);
  const description = localized(test.description, locale).trim();

  const purpose: { label: string; value: string }[] = [];
  const addPurpose = (label: string, value: string | null) => {
    if (value) purpose.push({ label, value });
  };
  addPurpose(t('detail.purpose.level'), test.schoolLevel ? t(`levels.${test.schoolLevel}`) : null);
  addPurpose(t('detail.purpose.grade'), gradesLabel(test.grades, locale));
  addPurpose(t('detail.purpose.exam'), examName(test.examId, locale));
  addPurpose(t('detail.purpose.certificate'), certificateName(test.certificateId, locale));
  addPurpose(t('detail.purpose.mode'), practiceModeName(test.practiceModeId, locale));
  addPurpose(
    t('detail.purpose.unit'),
    test.unit
      ? t('detail.purpose.unitValue', { number: test.unit.number, title: localized(test.unit.title, locale) })
      : null,
  );
  addPurpose(t('detail.purpose.topic'), test.topic ? localized(test.topic, locale) : null);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Breadcrumbs
          label={t('detail.breadcrumbs.label')}
          items={[
            { label: t('detail.breadcrumbs.home'), href: paths.home },
            { label: t('detail.breadcrumbs.explore'), href: paths.explore },
            { label: title },
          ]}
        />
        <header className={styles.header}>
          <div className={styles.badges}>
            <AccessBadge test={test} className={styles.badge} />
            {isExamTest(test) && (
              <span className={styles.badge} data-kind="exam">
                <IconTrophy />
                {t('card.exam')}
              </span>
            )}
          </div>
          {label && <p className={styles.label}>{label}</p>}
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </header>
      </div>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="test-facts-title">
            <h2 id="test-facts-title" className="visually-hidden">
              {t('detail.facts.label')}
            </h2>
            <dl className={styles.facts}>
              <Fact icon={<IconClock size={20} />} label={t('detail.facts.duration')}>
                {test.duration ? t('card.duration', { count: test.duration }) : t('card.noTimeLimit')}
              </Fact>
              <Fact icon={<IconListChecks size={20} />} label={t('detail.facts.questions')}>
                {test.questionCount}
              </Fact>
              {outline.length > 0 && (
                <Fact icon={<IconLayers size={20} />} label={t('detail.facts.sections')}>
                  {outline.length}
                </Fact>
              )}
              <Fact icon={<IconBookOpen size={20} />} label={t('detail.facts.type')}>
                {t(`unitTypes.${test.unitType}`)}
              </Fact>
            </dl>
          </section>

          {test.skills.length > 0 && (
            <section className={styles.block} aria-labelledby="test-skills-title">
              <h2 id="test-skills-title" className={styles.blockTitle}>
                {t('detail.skillsTitle')}
              </h2>
              <SkillBadges skills={test.skills} size="medium" />
            </section>
          )}

          {outline.length > 0 && (
            <section className={styles.block} aria-labelledby="test-outline-title">
              <h2 id="test-outline-title" className={styles.blockTitle}>
                {t('detail.outlineTitle')}
              </h2>
              <ol className={styles.outline}>
                {outline.map((section, index) => (
                  <li key={section.id} className={styles.outlineItem}>
                    <span className={styles.outlineIndex} aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className={styles.outlineTitle}>{localized(section.title, locale)}</span>
                    {section.skill && <span className={styles.outlineSkill}>{t(`skills.${section.skill}`)}</span>}
                    <span className={styles.outlineCount}>
                      {t('detail.sectionQuestions', { count: section.questionCount })}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          )}

          {purpose.length > 0 && (
            <section className={styles.block} aria-labelledby="test-purpose-title">
              <h2 id="test-purpose-title" className={styles.blockTitle}>
                {t('detail.purposeTitle')}
              </h2>
              <dl className={styles.purpose}>
                {purpose.map((row) => (
                  <div key={row.label} className={styles.purposeRow}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}

          {(test.hasListening || test.hasSpeaking) && (
            <section className={styles.block} aria-labelledby="test-needs-title">
              <h2 id="test-needs-title" className={styles.blockTitle}>
                {t('detail.needs.title')}
              </h2>
              <ul className={styles.needs}>
                {test.hasListening && <li>{t('detail.needs.listening')}</li>}
                {test.hasSpeaking && <li>{t('detail.needs.speaking')}</li>}
              </ul>
            </section>
          )}
        </div>

        <aside className={styles.aside}>
          <AccessPanel test={test} shareCode={shareCode} onStart={onStart} continueEndsAt={continueEndsAt} />
          {lastResult && <LastResult result={lastResult} assigned={test.assigned === true} />}
        </aside>
      </div>

      <RelatedTests test={test} />
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>
        <span className={styles.factIcon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
