import { useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
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

/** Where a dialog the button opened holds the focus (the button stays quiet meanwhile). */
const DIALOG = 'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/**
 * A round 48 px control of the floating stack with a tooltip on hover and keyboard focus. Once
 * used (or dismissed with Escape) the tooltip stays quiet until the focus leaves the button for
 * somewhere else than the dialog it opened: the focus a closing dialog hands back does not bring
 * it up again.
 */
export function FloatingButton({ label, icon, tone = 'neutral', ...rest }: FloatingButtonProps) {
  const [quiet, setQuiet] = useState(false);
  const tooltip = (
    <span className={styles.tooltip} aria-hidden="true">
      {label}
    </span>
  );
  const common = {
    className: styles.button,
    'data-tone': tone,
    'data-quiet': quiet || undefined,
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Element && next.closest(DIALOG))) setQuiet(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') setQuiet(true);
    },
  };
  if (rest.href !== undefined) {
    const { href, newTab, newTabHint } = rest;
    return (
      <>
        <a
          {...common}
          href={href}
          aria-label={newTab && newTabHint ? `${label} ${newTabHint}` : label}
          target={newTab ? '_blank' : undefined}
          rel={newTab ? 'noopener noreferrer' : undefined}
          onClick={() => setQuiet(true)}
        >
          {icon}
        </a>
        {tooltip}
      </>
    );
  }
  const { onClick } = rest;
  return (
    <>
      <button
        {...common}
        type="button"
        aria-label={label}
        onClick={() => {
          setQuiet(true);
          onClick();
        }}
      >
        {icon}
      </button>
      {tooltip}
    </>
  );
}
