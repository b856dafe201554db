import { useTranslation } from 'next-i18next/pages';
import { UserRequestForm } from '@/components/user-request/user-request-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useHasSession } from '@/lib/current-user';

export interface ReportQuestionDialogProps {
  unitTestId: number;
  questionNumber: number;
  resultId?: number;
  onClose(): void;
}

/** "Report a problem with this question" (POST /user-request, QUESTION_REPORT), from the review. */
export function ReportQuestionDialog({ unitTestId, questionNumber, resultId, onClose }: ReportQuestionDialogProps) {
  const { t } = useTranslation('notifications');
  const signedIn = useHasSession();
  return (
    <Modal open onClose={onClose} title={t('report.title', { number: questionNumber })} description={t('report.intro')}>
      <UserRequestForm
        kind="QUESTION_REPORT"
        about={{ unitTestId, questionNumber, ...(resultId ? { resultId } : {}) }}
        emailField={signedIn ? 'none' : 'required'}
        messageLabel={t('report.message')}
        submitLabel={t('report.send')}
        sentMessage={t('report.sent')}
        secondaryAction={
          <Button type="button" variant="outline" size="medium" onClick={onClose}>
            {t('report.cancel')}
          </Button>
        }
        onSent={onClose}
      />
    </Modal>
  );
}
