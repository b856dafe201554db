import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import type { Skill } from '@/config/constants';
import { HOME_SKILLS } from '../data';
import { countOf, hasTests, type Counts } from '../utils/counts';
import { IconBookOpen, IconHeadphones, IconLetters, IconMessage, IconPen, IconPuzzle, IconWave } from './home-icons';
import { SectionHeading } from './section-heading';
import styles from './skills-strip.module.scss';
import { TestCount } from './test-count';

const SKILL_ICONS: Record<Skill, ReactNode> = {
  LI: <IconHeadphones size={24} />,
  RE: <IconBookOpen size={24} />,
  PR: <IconWave size={24} />,
  GR: <IconPuzzle size={24} />,
  VO: <IconLetters size={24} />,
  SP: <IconMessage size={24} />,
  WR: <IconPen size={24} />,
};

export interface SkillsStripProps {
  /** Tests per skill code (facets.skills); undefined while unknown. */
  counts: Counts;
}

export function SkillsStrip({ counts }: SkillsStripProps) {
  const { t } = useTranslation('home');
  const skills = HOME_SKILLS.filter((skill) => hasTests(counts, skill.code));
  if (skills.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-skills-title">
      <div className={styles.inner}>
        <SectionHeading id="home-skills-title" title={t('skills.title')} subtitle={t('skills.subtitle')} />
        <ul className={styles.grid}>
          {skills.map((skill) => (
            <li key={skill.code}>
              <AppLink href={skill.href} className={styles.tile} data-skill={skill.code}>
                <span className={styles.icon} aria-hidden="true">
                  {SKILL_ICONS[skill.code]}
                </span>
                <span className={styles.name}>{t(`skills.items.${skill.code}`)}</span>
                <TestCount count={countOf(counts, skill.code)} tone="subtle" className={styles.count} />
                <span className={styles.code} aria-hidden="true">
                  {skill.code}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
