import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '@/lib/toast';
import { PasswordInput } from '@/components/form/password-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import { changePasswordSchema, useValidationMessage, type ChangePasswordFormValues } from '@/lib/validation';
import { changePassword } from '../api/change-password';
import { CHANGE_PASSWORD_SECTION_ID } from '../constants';
import { EditSection } from './edit-section';
import styles from './edit-forms.module.scss';

/** The four password-change codes (spec §8), each answered on the field it is about. */
const FIELD_OF_CODE: Partial<Record<string, keyof ChangePasswordFormValues>> = {
  OLD_PASS_INCORRECT: 'oldPassword',
  WRONG_OLD_PASSWORD: 'oldPassword',
  SAME_OLD_PASSWORD: 'newPassword',
  DUPLICATE_PASSWORD: 'newPassword',
};

const EMPTY: ChangePasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Old, new and repeated password (PUT /account/change-password). */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  // After a success the fields start over; a new key also resets the password hint's state.
  const [round, setRound] = useState(0);
  return (
    <EditSection
      id={CHANGE_PASSWORD_SECTION_ID}
      title={t('edit.password.title')}
      description={t('edit.password.description')}
    >
      <ChangePasswordFields key={round} onChanged={() => setRound((n) => n + 1)} />
    </EditSection>
  );
}

function ChangePasswordFields({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const fieldMessage = useValidationMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: yupResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      notify.success(t('edit.password.success'));
      onChanged();
    } catch (error) {
      const message = apiErrorMessage(tCommon, error);
      const field = FIELD_OF_CODE[apiErrorCode(error)];
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && (
        <Alert variant="error" onDismiss={() => setFormError(null)}>
          {formError}
        </Alert>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('edit.password.title')}</legend>
        <PasswordInput
          label={t('edit.password.oldPassword')}
          autoComplete="current-password"
          required
          error={fieldMessage(errors.oldPassword?.message)}
          {...register('oldPassword')}
        />
        <PasswordInput
          label={t('edit.password.newPassword')}
          autoComplete="new-password"
          required
          showHint
          error={fieldMessage(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <PasswordInput
          label={t('edit.password.confirmPassword')}
          autoComplete="new-password"
          required
          error={fieldMessage(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} size="medium">
          {t('edit.password.submit')}
        </Button>
      </div>
    </form>
  );
}
