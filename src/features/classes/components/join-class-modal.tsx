import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import type { ClipboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { object, type InferType } from 'yup';
import { CodeModal } from '@/components/ui/code-modal';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { classCodeField, extractClassCodeFromPaste, useValidationMessage, vm } from '@/lib/validation';
import { notify } from '@/lib/toast';
import { useJoinClass } from '../api/join-class';
import type { JoinOutcome } from '../utils/join-outcome';

const joinClassSchema = object({ code: classCodeField() });
type JoinClassFormValues = InferType<typeof joinClassSchema>;

export interface JoinClassModalProps {
  /** A code to start with (from a home link carrying the join parameter). */
  initialCode?: string;
  onClose: () => void;
}

/**
 * The join-class modal (spec §4): closed only by its Cancel button or by an outcome that says so —
 * never by a click on the overlay, Escape or a close icon. Each answer code of the join request
 * has its outcome (see `joinOutcome`).
 */
export function JoinClassModal({ initialCode = '', onClose }: JoinClassModalProps) {
  const { t } = useTranslation('join-class');
  const { t: tCommon } = useTranslation('common');
  const fieldMessage = useValidationMessage();
  const router = useRouter();
  const joinClass = useJoinClass();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<JoinClassFormValues>({
    resolver: yupResolver(joinClassSchema),
    mode: 'onTouched',
    defaultValues: { code: initialCode },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    let outcome: JoinOutcome;
    try {
      outcome = await joinClass(code);
    } catch (error) {
      // No answer at all (connection lost, maintenance): nothing about the code to say.
      notify.error(apiErrorMessage(tCommon, error));
      return;
    }
    switch (outcome.kind) {
      case 'requestSent':
        notify.success(t('toasts.requestSent'));
        onClose();
        return;
      case 'joined':
        notify.success(t('toasts.joined'));
        onClose();
        await router.push(paths.myClasses);
        return;
      case 'alreadyMember':
        onClose();
        notify.info(t('toasts.alreadyMember'));
        await router.push(paths.myClasses);
        return;
      case 'alreadyRequested':
        notify.info(t('toasts.alreadyRequested'));
        return;
      case 'classFull':
        setError('code', { type: 'server', message: vm('classCode.classFull') }, { shouldFocus: true });
        return;
      default:
        setError('code', { type: 'server', message: vm('classCode.invalid') }, { shouldFocus: true });
    }
  });

  // Spec §5: a pasted home-page link carrying the join parameter gives just its value; any other
  // text is pasted as it is. Either way it is added after what the field already holds.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    const next = extractClassCodeFromPaste(pasted, getValues('code'), window.location.origin);
    setValue('code', next, { shouldDirty: true, shouldValidate: Boolean(errors.code) });
  };

  const field = register('code');
  return (
    <CodeModal
      namespace="join-class"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      dismissible={false}
      error={fieldMessage(errors.code?.message)}
      {...field}
      onPaste={onPaste}
    />
  );
}
