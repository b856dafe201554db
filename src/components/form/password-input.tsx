import { forwardRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconEye, IconEyeOff, IconX } from '../ui/icons';
import { useFieldIds } from './field';
import { PASSWORD_CHECK_KEYS, checkPassword, sanitizeInput } from './password-checks';
import styles from './password-input.module.scss';
import { TextInput, type TextInputProps } from './text-input';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'rightSlot'> {
  /** Shows the three live checks under the field (length, letters and digits, uppercase). */
  showHint?: boolean;
  /** Strips everything but digits while typing or pasting. */
  numberOnly?: boolean;
  /** Strips whitespace while typing or pasting. */
  ignoreSpace?: boolean;
}

function PasswordHint({ value }: { value: string }) {
  const { t } = useTranslation('controls');
  const checks = checkPassword(value);
  // The spec's wording is Vietnamese: vi keeps it word for word, en translates it.
  return (
    <div className={styles.hint}>
      <p className={styles.hintTitle}>{t('passwordInput.hint.title')}</p>
      <ul className={styles.checks}>
        {PASSWORD_CHECK_KEYS.map((key) => {
          const met = checks[key];
          return (
            <li key={key} className={styles.check} data-check={key} data-met={met}>
              {met ? (
                <IconCheck size={16} className={styles.checkIcon} />
              ) : (
                <IconX size={16} className={styles.checkIcon} />
              )}
              <span className={styles.srOnly}>
                {met ? t('passwordInput.hint.met') : t('passwordInput.hint.unmet')}{' '}
              </span>
              <span>{t(`passwordInput.hint.${key}`)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Password field with a show/hide toggle and optional live hint. Works with react-hook-form's
 * `register` (the DOM value is sanitised before onChange runs) and as a controlled input.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { showHint = false, numberOnly = false, ignoreSpace = false, onChange, hint, disabled, ...props },
  ref,
) {
  const { t } = useTranslation('controls');
  const { inputId } = useFieldIds(props.id);
  const [visible, setVisible] = useState(false);
  const [typed, setTyped] = useState(() => String(props.defaultValue ?? ''));
  // A controlled value is the truth; otherwise follow what the user typed.
  const current = props.value !== undefined ? String(props.value) : typed;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const clean = sanitizeInput(raw, { numberOnly, ignoreSpace });
    if (clean !== raw) {
      // Keep the caret where the user was typing, shifted left by what was removed before it.
      const caret = input.selectionStart ?? raw.length;
      const nextCaret = sanitizeInput(raw.slice(0, caret), { numberOnly, ignoreSpace }).length;
      input.value = clean;
      try {
        input.setSelectionRange(nextCaret, nextCaret);
      } catch {
        // Some input types do not support selection; the caret then stays at the end.
      }
    }
    setTyped(clean);
    onChange?.(event);
  };

  let combinedHint: ReactNode = hint;
  if (showHint) {
    combinedHint = (
      <>
        {hint}
        <PasswordHint value={current} />
      </>
    );
  }

  return (
    <TextInput
      {...props}
      id={inputId}
      ref={ref}
      type={visible ? 'text' : 'password'}
      inputMode={numberOnly ? 'numeric' : props.inputMode}
      autoComplete={props.autoComplete ?? 'current-password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      onChange={handleChange}
      hint={combinedHint}
      rightSlot={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={inputId}
          aria-label={t('passwordInput.toggle')}
          disabled={disabled}
        >
          {visible ? <IconEyeOff size={20} /> : <IconEye size={20} />}
        </button>
      }
    />
  );
});
