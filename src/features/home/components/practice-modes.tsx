import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { PRACTICE_MODES, type PracticeModeKey } from '../data';
import { countOf, hasTests, type Counts } from '../utils/counts';
import { IconArrowRight, IconBook, IconLayers, IconTarget } from './home-icons';
import styles from './practice-modes.module.scss';
import { SectionHeading } from './section-heading';
import { TestCount } from './test-count';

const ICONS: Record<PracticeModeKey, ReactNode> = {
  byUnitTest: <IconBook size={26} />,
  byTopic: <IconLayers size={26} />,
  bySkill: <IconTarget size={26} />,
};

const TONES: Record<PracticeModeKey, 'primary' | 'accent' | 'success'> = {
  byUnitTest: 'primary',
  byTopic: 'accent',
  bySkill: 'success',
};

export interface PracticeModesProps {
  /** Tests per practice mode id (facets.practiceModes); undefined while unknown. */
  counts: Counts;
}

export function PracticeModes({ counts }: PracticeModesProps) {
  const { t } = useTranslation('home');
  const modes = PRACTICE_MODES.filter((mode) => hasTests(counts, mode.id));
  if (modes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-modes-title">
      <div className={styles.inner}>
        <SectionHeading
          id="home-modes-title"
          eyebrow={t('modes.eyebrow')}
          title={t('modes.title')}
          subtitle={t('modes.subtitle')}
        />
        <ul className={styles.grid}>
          {modes.map((mode) => (
            <li key={mode.key} className={styles.card} data-tone={TONES[mode.key]}>
              <div className={styles.head}>
                <span className={styles.icon} aria-hidden="true">
                  {ICONS[mode.key]}
                </span>
                <TestCount count={countOf(counts, mode.id)} />
              </div>
              <h3 className={styles.title}>
                <AppLink href={mode.href} className={styles.link}>
                  {t(`modes.items.${mode.key}.title`)}
                </AppLink>
              </h3>
              <p className={styles.description}>{t(`modes.items.${mode.key}.description`)}</p>
              <span className={styles.more} aria-hidden="true">
                {t('modes.cta')}
                <IconArrowRight size={18} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
