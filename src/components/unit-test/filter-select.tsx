import { useId, type ReactNode } from 'react';
import styles from './filter-select.module.scss';

export interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` and `<optgroup>` elements. */
  children: ReactNode;
  className?: string;
}

/** A labelled native select: light, keyboard- and screen-reader-friendly, with option groups. */
export function FilterSelect({ label, value, onChange, children, className }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
    </div>
  );
}
