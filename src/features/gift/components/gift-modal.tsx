import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useMemo, useState, type FormEvent } from 'react';
import { Select, type SelectOption } from '@/components/form/select';
import { ModalForm } from '@/components/ui/modal-form';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { gradeDisplayName } from '@/lib/grade-display-name';
import { useGrades } from '@/lib/catalogue/api/grades';
import { useProfile } from '@/lib/profile/api/profile';
import { notify } from '@/lib/toast';
import { useClaimGift } from '../api/claim-gift';
import { useGiftOptions } from '../api/gift-options';
import { markGiftClaimed } from '../utils/claimed';
import { defaultGiftGrade } from '../utils/visibility';
import styles from './gift-modal.module.scss';

export interface GiftModalProps {
  onClose: () => void;
}

/**
 * The gift modal (spec §4): a grade (only grades with a gift list can be chosen; the student's
 * own by default), and the claim. Success: My tests with a timestamp query, a toast, the gift
 * marked claimed for this page session and in the cached profile, the modal closed. Failure: the
 * §8 toast.
 */
export function GiftModal({ onClose }: GiftModalProps) {
  const { t, i18n } = useTranslation('gift');
  const router = useRouter();
  const claimGift = useClaimGift();
  const { data: user } = useProfile();
  const { data: grades = [], isLoading: gradesLoading } = useGrades();
  const { data: options, isLoading: optionsLoading } = useGiftOptions();
  const enabled = useMemo(() => options?.gradeIds ?? [], [options]);
  // null: nothing chosen yet, so the default follows the profile and the lists once they load.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const gradeId = chosen === undefined ? defaultGiftGrade(user?.grade?.id, enabled) : chosen;

  const gradeOptions = useMemo<SelectOption<number>[]>(
    () =>
      grades
        .filter((grade) => grade.id <= 12)
        .map((grade) => ({
          value: grade.id,
          label: gradeDisplayName(grade, i18n.language),
          isDisabled: !enabled.includes(grade.id),
        })),
    [grades, enabled, i18n.language],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (gradeId === null || submitting) return;
    setSubmitting(true);
    try {
      await claimGift(gradeId);
    } catch {
      setSubmitting(false);
      notify.error(t('toasts.failure'));
      return;
    }
    void router.push({ pathname: paths.myTests, query: { t: Date.now() } });
    notify.success(t('toasts.success'));
    markGiftClaimed();
    onClose();
  };

  return (
    <Modal open onClose={onClose} title={t('modal.title')} description={t('modal.description')} size="small">
      <ModalForm
        onSubmit={(event) => void onSubmit(event)}
        cancelLabel={t('modal.cancel')}
        submitLabel={t('modal.submit')}
        onCancel={onClose}
        submitting={submitting}
        submitDisabled={gradeId === null}
      >
        <ul className={styles.contents}>
          <li>{t('modal.contents.toeic')}</li>
          <li>{t('modal.contents.periodic')}</li>
          <li>{t('modal.contents.competency')}</li>
        </ul>
        <Select<number>
          id="gift-grade"
          label={t('modal.gradeLabel')}
          placeholder={t('modal.gradePlaceholder')}
          options={gradeOptions}
          value={gradeId}
          onChange={(value) => setChosen(value)}
          isLoading={gradesLoading || optionsLoading}
          isDisabled={submitting}
          noOptionsMessage={t('modal.noGrades')}
          required
        />
      </ModalForm>
    </Modal>
  );
}
