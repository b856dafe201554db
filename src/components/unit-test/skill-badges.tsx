import { useTranslation } from 'next-i18next/pages';
import type { Skill } from '@contract/constants';
import styles from './skill-badges.module.scss';

export interface SkillBadgesProps {
  skills: readonly Skill[];
  /** Smaller chips for dense lists. */
  size?: 'small' | 'medium';
  className?: string;
}

/** The skills a test trains, as a labelled list of chips in the interface language. */
export function SkillBadges({ skills, size = 'small', className }: SkillBadgesProps) {
  const { t } = useTranslation('catalogue');
  if (skills.length === 0) return null;
  return (
    <ul
      className={[styles.list, className].filter(Boolean).join(' ')}
      aria-label={t('card.skillsLabel')}
      data-size={size}
    >
      {skills.map((skill) => (
        <li key={skill} className={styles.skill} data-skill={skill}>
          {t(`skills.${skill}`)}
        </li>
      ))}
    </ul>
  );
}
