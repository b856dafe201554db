import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import styles from './modal-form.module.scss';

export interface ModalFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  submitting: boolean;
  /** Besides while submitting (for instance until a choice is made). */
  submitDisabled?: boolean;
}

/**
 * The form of a small modal: its fields, then Cancel and the submit button, stacked full width
 * on a phone with the submit button on top. Nothing can be cancelled while it is being sent.
 */
export function ModalForm({
  onSubmit,
  children,
  cancelLabel,
  submitLabel,
  onCancel,
  submitting,
  submitDisabled = false,
}: ModalFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <div className={styles.actions}>
        <Button type="button" variant="ghost" size="medium" onClick={onCancel} disabled={submitting}>
          {cancelLabel}
        </Button>
        <Button type="submit" size="medium" loading={submitting} disabled={submitDisabled || submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
