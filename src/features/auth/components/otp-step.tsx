import type { OtpSentData } from '@contract/api';
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type ChangeEvent, type ClipboardEvent, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { Field, useFieldIds } from '@/components/form/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import { retryAfterSeconds } from '../api/request';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { formatCountdown } from '../utils/otp-timer';
import styles from './otp-step.module.scss';

const OTP_LENGTH = 6;

/** Answers about the code itself: shown on the code field, the rest above the form. */
const CODE_ERRORS = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'OTP_ATTEMPTS_EXCEEDED']);

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

export interface OtpStepProps {
  /** Where the code went, already masked by the server (e.g. "090****001"). */
  destination: string;
  /** How long a code stays valid, in seconds (shown as minutes). */
  expiresIn?: number | null;
  /**
   * Checks the code and carries on. A rejection is shown: code errors on the field, anything
   * else above the form. Handle errors yourself (and resolve) to show them elsewhere.
   */
  onVerify: (code: string) => Promise<void>;
  /** Requests a new code; the resend countdown restarts from its `resendAfter`. */
  onResend: () => Promise<OtpSentData>;
  onBack?: () => void;
  backLabel?: string;
  submitLabel?: string;
  /** The clock (ms since the epoch); injectable for tests. */
  now?: () => number;
}

/**
 * A one-time-code step: the masked destination, a 6-digit code field (one real input, drawn as
 * six boxes, so paste and SMS autofill work), submit, and "resend" behind a countdown that is
 * kept in storage so a reload does not reset it.
 */
export function OtpStep({
  destination,
  expiresIn,
  onVerify,
  onResend,
  onBack,
  backLabel,
  submitLabel,
  now = Date.now,
}: OtpStepProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const ids = useFieldIds();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const { remaining, restart } = useResendCountdown(now);

  const focusCode = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCode(digitsOnly(event.target.value));
    setCodeError(null);
  };

  // A pasted "123 456" or "Mã: 123456" must not be cut short by maxLength before it is cleaned.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    setCode(pasted);
    setCodeError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    if (code.length !== OTP_LENGTH) {
      setCodeError(t('otp.codeIncomplete', { count: OTP_LENGTH }));
      focusCode();
      return;
    }
    setSubmitting(true);
    try {
      await onVerify(code);
    } catch (error) {
      const message = apiErrorMessage(tCommon, error);
      if (CODE_ERRORS.has(apiErrorCode(error))) {
        setCodeError(message);
        focusCode();
      } else {
        setFormError(message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    if (resending || remaining > 0) return;
    setResending(true);
    setFormError(null);
    try {
      const sent = await onResend();
      restart(sent.resendAfter);
      setCode('');
      setCodeError(null);
      setResentTo(sent.destination);
      focusCode();
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) restart(wait);
      setFormError(apiErrorMessage(tCommon, error));
    } finally {
      setResending(false);
    }
  };

  const activeIndex = Math.min(code.length, OTP_LENGTH - 1);
  const minutes = expiresIn ? Math.max(1, Math.round(expiresIn / 60)) : null;
  // Announced politely: that a new code went out, and when another may be requested. The
  // countdown itself is not announced every second.
  const liveText = remaining > 0 ? (resentTo ? t('otp.resent', { destination: resentTo }) : '') : t('otp.resendReady');

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.sentTo}>
        <Trans
          t={t}
          i18nKey="otp.sentTo"
          values={{ destination, count: OTP_LENGTH }}
          components={{ strong: <strong className={styles.destination} /> }}
        />
        {minutes !== null && <> {t('otp.validFor', { count: minutes })}</>}
      </p>

      {formError && (
        <Alert variant="error" onDismiss={() => setFormError(null)}>
          {formError}
        </Alert>
      )}

      <Field ids={ids} label={t('otp.codeLabel')} error={codeError ?? undefined}>
        <div className={styles.codeBox} data-invalid={codeError ? true : undefined} data-focused={focused || undefined}>
          <input
            ref={inputRef}
            id={ids.inputId}
            name="otp"
            className={styles.codeInput}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={onChange}
            onPaste={onPaste}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? ids.errorId : undefined}
            autoCorrect="off"
            spellCheck={false}
          />
          <div className={styles.cells} aria-hidden="true">
            {Array.from({ length: OTP_LENGTH }, (_, i) => (
              <span
                key={i}
                className={styles.cell}
                data-filled={i < code.length || undefined}
                data-active={(focused && i === activeIndex) || undefined}
              >
                {code[i] ?? ''}
              </span>
            ))}
          </div>
        </div>
      </Field>

      <Button type="submit" fullWidth loading={submitting}>
        {submitting ? t('otp.submitting') : (submitLabel ?? t('otp.submit'))}
      </Button>

      <div className={styles.resendRow}>
        <span className={styles.noCode}>{t('otp.noCode')}</span>
        <Button
          type="button"
          variant="link"
          size="small"
          onClick={() => void resend()}
          disabled={remaining > 0}
          loading={resending}
          className={styles.resend}
        >
          {remaining > 0 ? t('otp.resendIn', { time: formatCountdown(remaining) }) : t('otp.resend')}
        </Button>
      </div>
      <p className={styles.srOnly} aria-live="polite">
        {liveText}
      </p>

      {onBack && (
        <Button type="button" variant="ghost" fullWidth onClick={onBack}>
          {backLabel ?? t('otp.back')}
        </Button>
      )}
    </form>
  );
}
