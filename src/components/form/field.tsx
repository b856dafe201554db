import { useId, type ReactNode } from 'react';
import { IconAlertCircle } from '../ui/icons';
import styles from './field.module.scss';

export interface FieldIds {
  inputId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a control and the texts that describe it. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `field${generated.replace(/:/g, '')}`;
  return {
    inputId,
    labelId: `${inputId}-label`,
    hintId: `${inputId}-hint`,
    errorId: `${inputId}-error`,
  };
}

/** Joins id references, skipping empty ones; undefined when nothing is left. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export interface FieldProps {
  ids: FieldIds;
  label?: ReactNode;
  hideLabel?: boolean;
  required?: boolean;
  hint?: ReactNode;
  /** `true` marks the field invalid without a message (e.g. the message is shown elsewhere). */
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function hasFieldError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

export function hasErrorMessage(error: ReactNode): boolean {
  return hasFieldError(error) && error !== true;
}

/** Label, control, error message and hint, laid out the same for every form control. */
export function Field({
  ids,
  label,
  hideLabel = false,
  required = false,
  hint,
  error,
  className,
  children,
}: FieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {label !== undefined && label !== null && (
        <label id={ids.labelId} htmlFor={ids.inputId} className={hideLabel ? styles.hiddenLabel : styles.label}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      {children}
      {hasErrorMessage(error) && (
        <p id={ids.errorId} className={styles.error}>
          <IconAlertCircle size={16} className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      )}
      {hint !== undefined && hint !== null && hint !== false && (
        <div id={ids.hintId} className={styles.hint}>
          {hint}
        </div>
      )}
    </div>
  );
}
