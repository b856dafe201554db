import type { ReactNode } from 'react';
import styles from './floating-buttons.module.scss';

interface CommonProps {
  /** Accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  tone?: 'primary' | 'neutral' | 'accent';
}

type FloatingButtonProps = CommonProps &
  (
    | { href: string; newTab?: boolean; newTabHint?: string; onClick?: never }
    | { href?: never; newTab?: never; newTabHint?: never; onClick: () => void }
  );

/** A round 48 px control of the floating stack with a tooltip on hover and keyboard focus. */
export function FloatingButton({ label, icon, tone = 'neutral', ...rest }: FloatingButtonProps) {
  const tooltip = (
    <span className={styles.tooltip} aria-hidden="true">
      {label}
    </span>
  );
  if (rest.href !== undefined) {
    const { href, newTab, newTabHint } = rest;
    return (
      <>
        <a
          href={href}
          className={styles.button}
          data-tone={tone}
          aria-label={newTab && newTabHint ? `${label} ${newTabHint}` : label}
          target={newTab ? '_blank' : undefined}
          rel={newTab ? 'noopener noreferrer' : undefined}
        >
          {icon}
        </a>
        {tooltip}
      </>
    );
  }
  return (
    <>
      <button type="button" className={styles.button} data-tone={tone} aria-label={label} onClick={rest.onClick}>
        {icon}
      </button>
      {tooltip}
    </>
  );
}
