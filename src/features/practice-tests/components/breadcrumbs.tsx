import { AppLink } from '@/components/ui/app-link';
import { IconChevronRight } from '@/components/ui/icons';
import styles from './breadcrumbs.module.scss';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

export function Breadcrumbs({ label, items }: { label: string; items: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {index > 0 && <IconChevronRight size={14} className={styles.separator} />}
            {item.href ? (
              <AppLink href={item.href} className={styles.link}>
                {item.label}
              </AppLink>
            ) : (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
