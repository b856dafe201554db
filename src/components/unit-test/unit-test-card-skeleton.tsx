import styles from './unit-test-card-skeleton.module.scss';

/** A card-shaped placeholder; the list around it announces the loading state. */
export function UnitTestCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="unit-test-card-skeleton">
      <span className={styles.badge} />
      <span className={styles.lineShort} />
      <span className={styles.title} />
      <span className={styles.line} />
      <span className={styles.line} />
      <span className={styles.chips}>
        <span className={styles.chip} />
        <span className={styles.chip} />
      </span>
      <span className={styles.meta} />
    </div>
  );
}
