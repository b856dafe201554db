import { yupResolver } from '@hookform/resolvers/yup';
import type { UserDto } from '@contract/api';
import { useTranslation } from 'next-i18next/pages';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '@/lib/toast';
import { Select, type SelectOption } from '@/components/form/select';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import { gradeDisplayName } from '@/lib/grade-display-name';
import { useGrades } from '@/lib/catalogue/api/grades';
import { editProfileSchema, useValidationMessage, type EditProfileFormValues } from '@/lib/validation';
import { useUpdateProfile } from '@/lib/profile/api/update-profile';
import { EditSection } from './edit-section';
import styles from './edit-forms.module.scss';

/** API error codes answered on one field rather than for the whole form. */
const FIELD_OF_CODE: Partial<Record<string, keyof EditProfileFormValues>> = {
  ALREADY_REGISTERED: 'email',
};

function valuesOf(user: UserDto): EditProfileFormValues {
  return { fullName: user.fullName, email: user.email ?? '', gradeId: user.grade?.id ?? null };
}

/** Full name, e-mail and grade (PUT /account/update-profile). */
export function ProfileForm({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const fieldMessage = useValidationMessage();
  const { trigger: saveProfile } = useUpdateProfile();
  const { data: grades = [], isLoading: gradesLoading, error: gradesError } = useGrades();
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditProfileFormValues>({
    resolver: yupResolver(editProfileSchema),
    mode: 'onTouched',
    // Taken once: a background refresh of the profile must not overwrite what is being typed.
    defaultValues: valuesOf(user),
  });

  const gradeOptions = useMemo<SelectOption<number>[]>(
    () => grades.map((grade) => ({ value: grade.id, label: gradeDisplayName(grade, i18n.language) })),
    [grades, i18n.language],
  );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await saveProfile({
        fullName: values.fullName,
        email: values.email.trim() === '' ? null : values.email.trim(),
        gradeId: values.gradeId,
      });
      reset(valuesOf(saved));
      notify.success(t('edit.profile.success'));
    } catch (error) {
      const message = apiErrorMessage(tCommon, error);
      const field = FIELD_OF_CODE[apiErrorCode(error)];
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <EditSection id="profile-details" title={t('edit.profile.title')} description={t('edit.profile.description')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {formError && (
          <Alert variant="error" onDismiss={() => setFormError(null)}>
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('edit.profile.fullName')}
          placeholder={t('edit.profile.fullNamePlaceholder')}
          autoComplete="name"
          required
          error={fieldMessage(errors.fullName?.message)}
          {...register('fullName')}
        />
        <div className={styles.row}>
          <TextInput
            type="email"
            label={t('edit.profile.email')}
            placeholder={t('edit.profile.emailPlaceholder')}
            autoComplete="email"
            inputMode="email"
            hint={t('edit.profile.emailHint')}
            error={fieldMessage(errors.email?.message)}
            {...register('email')}
          />
          <Controller
            control={control}
            name="gradeId"
            render={({ field }) => (
              <Select<number>
                id="profile-grade"
                label={t('edit.profile.grade')}
                placeholder={t('edit.profile.gradePlaceholder')}
                options={gradeOptions}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                name={field.name}
                isClearable
                isLoading={gradesLoading}
                noOptionsMessage={t('edit.profile.noGrades')}
                hint={gradesError ? t('edit.profile.gradesLoadError') : undefined}
                error={fieldMessage(errors.gradeId?.message)}
              />
            )}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={isSubmitting} size="medium">
            {t('edit.profile.submit')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="medium"
            disabled={!isDirty || isSubmitting}
            onClick={() => {
              setFormError(null);
              reset();
            }}
          >
            {t('edit.profile.reset')}
          </Button>
        </div>
      </form>
    </EditSection>
  );
}
