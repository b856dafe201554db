import { notificationsApi } from '@contract/client-api';
import { USER_REQUEST_LIMITS, type UserRequestKind } from '@contract/notification-rules';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Field, joinIds, useFieldIds } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { call } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toast';
import styles from './user-request-form.module.scss';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UserRequestFormProps {
  kind: UserRequestKind;
  /** The reported question (QUESTION_REPORT). */
  about?: { unitTestId: number; questionNumber: number; resultId?: number };
  /** A guest must leave an e-mail address to be answered; a signed-in user may. */
  emailField: 'none' | 'optional' | 'required';
  messageLabel: string;
  submitLabel: string;
  /** The toast once the request is stored. */
  sentMessage: string;
  /** Beside the submit button (a Cancel in a dialog). */
  secondaryAction?: ReactNode;
  onSent?: () => void;
}

/**
 * POST /user-request (a question report or a contact message): checked as the API checks it,
 * acknowledged with a toast; on a failure the input stays and the reason shows.
 */
export function UserRequestForm({
  kind,
  about,
  emailField,
  messageLabel,
  submitLabel,
  sentMessage,
  secondaryAction,
  onSent,
}: UserRequestFormProps) {
  const { t } = useTranslation('notifications');
  const messageIds = useFieldIds();
  const emailIds = useFieldIds();
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ message?: string; email?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  const check = () => {
    const found: typeof errors = {};
    const text = message.trim();
    if (text.length < USER_REQUEST_LIMITS.MESSAGE_MIN)
      found.message = t('form.messageShort', { min: USER_REQUEST_LIMITS.MESSAGE_MIN });
    else if (text.length > USER_REQUEST_LIMITS.MESSAGE_MAX)
      found.message = t('form.messageLong', { max: USER_REQUEST_LIMITS.MESSAGE_MAX });
    const address = email.trim();
    if (emailField === 'required' && address === '') found.email = t('form.emailRequired');
    else if (emailField !== 'none' && address !== '' && !EMAIL.test(address)) found.email = t('form.emailInvalid');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (found.message || found.email) return;
    setSending(true);
    try {
      await call(notificationsApi.userRequest, {
        body: {
          kind,
          message: message.trim(),
          ...(about ?? {}),
          ...(emailField !== 'none' && email.trim() ? { email: email.trim() } : {}),
        },
      });
      notify.success(sentMessage);
      setMessage('');
      setEmail('');
      onSent?.();
    } catch (error) {
      const tooMany = error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS';
      setErrors({ form: tooMany ? t('form.tooMany') : t('form.failed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field ids={messageIds} label={messageLabel} required error={errors.message}>
        <textarea
          id={messageIds.inputId}
          className={styles.textarea}
          value={message}
          rows={5}
          maxLength={USER_REQUEST_LIMITS.MESSAGE_MAX}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={joinIds(errors.message && messageIds.errorId)}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      {emailField !== 'none' && (
        <Field
          ids={emailIds}
          label={t('contact.email')}
          required={emailField === 'required'}
          hint={emailField === 'required' ? undefined : t('contact.emailHint')}
          error={errors.email}
        >
          <input
            id={emailIds.inputId}
            className={styles.input}
            type="email"
            autoComplete="email"
            value={email}
            maxLength={USER_REQUEST_LIMITS.EMAIL_MAX}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={joinIds(errors.email && emailIds.errorId, emailField !== 'required' && emailIds.hintId)}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
      )}
      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        {secondaryAction}
        <Button type="submit" size="medium" loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
