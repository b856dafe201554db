import styles from './error-illustrations.module.scss';

interface IllustrationProps {
  /** Text alternative; the drawing is announced as one image. */
  label: string;
}

export function NotFoundIllustration({ label }: IllustrationProps) {
  return (
    <svg className={styles.svg} viewBox="0 0 320 240" role="img" aria-label={label}>
      <circle cx="160" cy="120" r="104" className={styles.blob} />
      <circle cx="62" cy="58" r="6" className={styles.accent} />
      <circle cx="268" cy="72" r="4" className={styles.primarySoft} />
      <circle cx="52" cy="176" r="4" className={styles.primarySoft} />
      <rect x="92" y="36" width="124" height="156" rx="14" className={styles.paper} />
      <rect x="112" y="62" width="84" height="10" rx="5" className={styles.lineStrong} />
      <rect x="112" y="86" width="64" height="8" rx="4" className={styles.line} />
      <rect x="112" y="104" width="76" height="8" rx="4" className={styles.line} />
      <rect x="112" y="122" width="48" height="8" rx="4" className={styles.line} />
      <path d="M232 176l30 30" className={styles.handle} />
      <circle cx="208" cy="152" r="34" className={styles.lens} />
      <path d="M198 143a10 10 0 1 1 14.5 9c-3.4 1.8-4.5 3.6-4.5 7" className={styles.question} />
      <circle cx="208" cy="168" r="3.5" className={styles.accent} />
    </svg>
  );
}

export function ForbiddenIllustration({ label }: IllustrationProps) {
  return (
    <svg className={styles.svg} viewBox="0 0 320 240" role="img" aria-label={label}>
      <circle cx="160" cy="120" r="104" className={styles.blob} />
      <circle cx="70" cy="64" r="5" className={styles.accent} />
      <circle cx="258" cy="170" r="6" className={styles.accent} />
      <circle cx="250" cy="58" r="4" className={styles.primarySoft} />
      <path d="M160 34l64 24v58c0 44-27 74-64 90-37-16-64-46-64-90V58z" className={styles.shield} />
      <path d="M142 110V96a18 18 0 0 1 36 0v14" className={styles.shackle} />
      <rect x="128" y="108" width="64" height="52" rx="12" className={styles.lock} />
      <circle cx="160" cy="129" r="7" className={styles.keyhole} />
      <rect x="156.5" y="131" width="7" height="16" rx="3.5" className={styles.keyhole} />
    </svg>
  );
}
