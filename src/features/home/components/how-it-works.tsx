import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { HOW_IT_WORKS_STEPS, type HowItWorksStep } from '../data';
import { IconChart, IconLaptop, IconUserPlus } from './home-icons';
import styles from './how-it-works.module.scss';
import { SectionHeading } from './section-heading';

const STEP_ICONS: Record<HowItWorksStep, ReactNode> = {
  choose: <IconUserPlus size={24} />,
  practice: <IconLaptop size={24} />,
  improve: <IconChart size={24} />,
};

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} aria-labelledby="home-how-title">
      <div className={styles.inner}>
        <SectionHeading
          id="home-how-title"
          eyebrow={t('howItWorks.eyebrow')}
          title={t('howItWorks.title')}
          tone="inverse"
        />
        <ol className={styles.steps}>
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.marker} aria-hidden="true">
                <span className={styles.icon}>{STEP_ICONS[step]}</span>
                <span className={styles.number}>{index + 1}</span>
              </span>
              <h3 className={styles.title}>{t(`howItWorks.steps.${step}.title`)}</h3>
              <p className={styles.description}>{t(`howItWorks.steps.${step}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
