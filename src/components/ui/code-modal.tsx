import { useTranslation } from 'next-i18next/pages';
import { forwardRef } from 'react';
import { TextInput, type TextInputProps } from '@/components/form/text-input';
import { Modal } from './modal';
import { ModalForm, type ModalFormProps } from './modal-form';

/** Namespaces whose `modal.*` words ask for a code: the activation code and the class code. */
type CodeNamespace = 'activation' | 'join-class';

export interface CodeModalProps extends Omit<TextInputProps, 'onSubmit'> {
  namespace: CodeNamespace;
  onClose: () => void;
  onSubmit: ModalFormProps['onSubmit'];
  submitting: boolean;
  /** False for a request that must be answered with Cancel or the button (no Escape, no ×). */
  dismissible?: boolean;
}

/**
 * A small dialog that asks for one code: its title and description, the field (its registration
 * and handlers pass through, so `{...register('code')}` works), Cancel and the submit button.
 * Clicking outside never closes it: what was typed is not lost by a stray tap.
 */
export const CodeModal = forwardRef<HTMLInputElement, CodeModalProps>(function CodeModal(
  { namespace, onClose, onSubmit, submitting, dismissible = true, ...field },
  ref,
) {
  const { t } = useTranslation(namespace);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('modal.title')}
      description={t('modal.description')}
      size="small"
      closeOnOverlayClick={false}
      closeOnEscape={dismissible}
      showCloseButton={dismissible}
    >
      <ModalForm
        onSubmit={onSubmit}
        cancelLabel={t('modal.cancel')}
        submitLabel={t('modal.submit')}
        onCancel={onClose}
        submitting={submitting}
      >
        <TextInput
          ref={ref}
          label={t('modal.codeLabel')}
          placeholder={t('modal.codePlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...field}
        />
      </ModalForm>
    </Modal>
  );
});
