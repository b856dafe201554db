import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, hasErrorMessage, hasFieldError, joinIds, useFieldIds } from './field';
import styles from './text-input.module.scss';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label?: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Message shown under the field; the input gets aria-invalid and a red border. */
  error?: ReactNode;
  hint?: ReactNode;
  leftIcon?: ReactNode;
  /** Content at the right edge inside the box, e.g. a toggle button. */
  rightSlot?: ReactNode;
  /** Class for the outer field wrapper; `className` goes to the input itself. */
  containerClassName?: string;
}

/** Labelled text input; forwards its ref so `{...register('name')}` works. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    id,
    label,
    hideLabel,
    error,
    hint,
    leftIcon,
    rightSlot,
    containerClassName,
    className,
    required,
    disabled,
    type = 'text',
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const ids = useFieldIds(id);
  const invalid = hasFieldError(error);
  const showHint = hint !== undefined && hint !== null && hint !== false;

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={containerClassName}
    >
      <div className={styles.control} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        {leftIcon && <span className={styles.leftIcon}>{leftIcon}</span>}
        <input
          {...inputProps}
          ref={ref}
          id={ids.inputId}
          type={type}
          required={required}
          disabled={disabled}
          className={[styles.input, className].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(hasErrorMessage(error) && ids.errorId, showHint && ids.hintId, describedBy)}
        />
        {rightSlot && <span className={styles.rightSlot}>{rightSlot}</span>}
      </div>
    </Field>
  );
});
