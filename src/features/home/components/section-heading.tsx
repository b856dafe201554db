import styles from './section-heading.module.scss';

export interface SectionHeadingProps {
  /** Used as the heading's id so the section can be labelled by it. */
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'start' | 'center';
  tone?: 'default' | 'inverse';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  tone = 'default',
}: SectionHeadingProps) {
  return (
    <div className={styles.heading} data-align={align} data-tone={tone}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}
