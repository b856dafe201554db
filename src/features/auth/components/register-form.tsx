import type { GradeDto, OtpSentData } from '@contract/api';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { PasswordInput } from '@/components/form/password-input';
import { Select, type SelectGroup } from '@/components/form/select';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { IconAlertCircle } from '@/components/ui/icons';
import { ROLES, SCHOOL_LEVELS, type SchoolLevel } from '@/config/constants';
import { paths } from '@/config/paths';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import { gradeDisplayName } from '@/lib/grade-display-name';
import { useGrades } from '@/lib/catalogue/api/grades';
import { setStoredItem, STORAGE_KEYS } from '@/lib/session';
import { PHONE_PATTERN, registerFormSchema, useValidationMessage, type RegisterFormInput } from '@/lib/validation';
import { sendRegisterOtp } from '../api/send-register-otp';
import { userExist } from '../api/user-exist';
import { authLinkClass } from './auth-layout';
import styles from './register-form.module.scss';

export type RegisterFormValues = RegisterFormInput;

/** A code that was sent, or the one still valid from before (then `sent` is null). */
export interface RegisterSubmitted {
  values: RegisterFormValues;
  sent: OtpSentData | null;
}

export interface RegisterFormProps {
  /** Values to start from: the previous step's, or a draft restored after a reload. */
  initialValues?: Partial<RegisterFormValues>;
  /** Shows the "details restored, enter your password again" note. */
  restored?: boolean;
  /** The phone number was found to be registered after the code step. */
  phoneTaken?: boolean;
  /**
   * Whether the code sent for this phone number can still be used, so no new one is requested
   * (going back to fix a name must not spend a code or hit the resend limit).
   */
  canReuseCode: (phone: string) => boolean;
  onSubmitted: (result: RegisterSubmitted) => void;
}

const EMPTY: RegisterFormValues = {
  surname: '',
  givenName: '',
  phone: '',
  password: '',
  confirmPassword: '',
  role: undefined as unknown as RegisterFormValues['role'],
  acceptTerms: false as unknown as RegisterFormValues['acceptTerms'],
  gradeId: null,
};

function gradeGroups(
  grades: readonly GradeDto[],
  locale: string,
  groupLabel: (level: SchoolLevel) => string,
): SelectGroup<number>[] {
  return SCHOOL_LEVELS.map((level) => ({
    label: groupLabel(level),
    options: grades
      .filter((grade) => grade.schoolLevel === level)
      .map((grade) => ({ value: grade.id, label: gradeDisplayName(grade, locale) })),
  })).filter((group) => group.options.length > 0);
}

/** Registration, step 1: who you are, your phone number and password. */
export function RegisterForm({
  initialValues,
  restored = false,
  phoneTaken = false,
  canReuseCode,
  onSubmitted,
}: RegisterFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const tv = useValidationMessage();
  const idBase = useId().replace(/:/g, '');
  const roleErrorId = `${idBase}-role-error`;
  const termsId = `${idBase}-terms`;
  const termsErrorId = `${idBase}-terms-error`;
  const [formError, setFormError] = useState<string | null>(null);
  // Phone numbers already looked up, so leaving the field twice asks the server once.
  const knownPhonesRef = useRef(new Map<string, boolean>());
  const { data: grades = [], isLoading: gradesLoading, error: gradesError } = useGrades();

  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: yupResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY, ...initialValues },
  });
  const role = useWatch({ control, name: 'role' });

  const phoneTakenMessage = tCommon('apiErrors.ALREADY_REGISTERED');
  useEffect(() => {
    if (phoneTaken) {
      // No focus here: the step heading takes it, and a blur would re-validate the error away.
      setError('phone', { type: 'alreadyRegistered', message: phoneTakenMessage });
    }
  }, [phoneTaken, phoneTakenMessage, setError]);

  const options = useMemo(
    () => gradeGroups(grades, i18n.language, (level) => t(`register.gradeGroups.${level}`)),
    [grades, i18n.language, t],
  );

  const markPhoneTaken = () => setError('phone', { type: 'alreadyRegistered', message: phoneTakenMessage });

  // An early hint while the rest is typed; sending the code checks again either way.
  const checkPhone = async (phone: string) => {
    if (!PHONE_PATTERN.test(phone)) return;
    let exists = knownPhonesRef.current.get(phone);
    if (exists === undefined) {
      try {
        exists = await userExist(phone);
      } catch {
        return;
      }
      knownPhonesRef.current.set(phone, exists);
    }
    if (exists && getValues('phone') === phone) markPhoneTaken();
  };

  const submitValues = async (values: RegisterFormValues) => {
    setFormError(null);
    if (canReuseCode(values.phone)) {
      onSubmitted({ values, sent: null });
      return;
    }
    try {
      const sent = await sendRegisterOtp(values.phone);
      onSubmitted({ values, sent });
    } catch (error) {
      if (apiErrorCode(error) === 'ALREADY_REGISTERED') {
        knownPhonesRef.current.set(values.phone, true);
        setError('phone', { type: 'alreadyRegistered', message: phoneTakenMessage }, { shouldFocus: true });
      } else {
        setFormError(apiErrorMessage(tCommon, error));
      }
    }
  };

  const phoneError =
    errors.phone?.type === 'alreadyRegistered' ? (
      <>
        {errors.phone.message}{' '}
        <AppLink
          href={paths.login}
          keepQuery
          className={authLinkClass}
          onClick={() => setStoredItem(STORAGE_KEYS.loginPhone, getValues('phone'))}
        >
          {t('register.phoneTakenLogin')}
        </AppLink>
      </>
    ) : (
      tv(errors.phone?.message)
    );

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submitValues)(event)} noValidate>
      {restored && <Alert variant="info">{t('register.restored')}</Alert>}
      {formError && (
        <Alert variant="error" onDismiss={() => setFormError(null)}>
          {formError}
        </Alert>
      )}

      <div className={styles.row}>
        <TextInput
          label={t('register.surnameLabel')}
          placeholder={t('register.surnamePlaceholder')}
          autoComplete="family-name"
          aria-required
          error={tv(errors.surname?.message)}
          {...register('surname')}
        />
        <TextInput
          label={t('register.givenNameLabel')}
          placeholder={t('register.givenNamePlaceholder')}
          autoComplete="given-name"
          aria-required
          error={tv(errors.givenName?.message)}
          {...register('givenName')}
        />
      </div>

      <TextInput
        type="tel"
        inputMode="numeric"
        label={t('register.phoneLabel')}
        placeholder={t('register.phonePlaceholder')}
        hint={t('register.phoneHint')}
        autoComplete="tel-national"
        aria-required
        error={phoneError}
        // Registered here, in field order, so "focus the first error" picks the right field.
        {...register('phone')}
        onBlur={(event) => {
          void register('phone').onBlur(event);
          void checkPhone(event.target.value.trim());
        }}
      />

      <PasswordInput
        showHint
        ignoreSpace
        // Coming back from the code step: the hint must reflect the password kept in memory.
        defaultValue={initialValues?.password}
        label={t('register.passwordLabel')}
        placeholder={t('register.passwordPlaceholder')}
        autoComplete="new-password"
        aria-required
        error={tv(errors.password?.message)}
        {...register('password')}
      />
      <PasswordInput
        ignoreSpace
        label={t('register.confirmLabel')}
        placeholder={t('register.confirmPlaceholder')}
        autoComplete="new-password"
        aria-required
        error={tv(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />

      <fieldset className={styles.fieldset} aria-describedby={errors.role ? roleErrorId : undefined}>
        <legend className={styles.legend}>{t('register.roleLegend')}</legend>
        <div className={styles.roles}>
          {ROLES.map((code) => (
            <label key={code} className={styles.role} data-invalid={errors.role ? true : undefined}>
              <input
                type="radio"
                value={code}
                className={styles.radio}
                aria-describedby={errors.role ? roleErrorId : undefined}
                {...register('role')}
              />
              <span className={styles.roleText}>
                <span className={styles.roleLabel}>{t(`register.roles.${code}.label`)}</span>
                <span className={styles.roleDescription}>{t(`register.roles.${code}.description`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.role && (
          <p id={roleErrorId} className={styles.error}>
            <IconAlertCircle size={16} className={styles.errorIcon} />
            <span>{tv(errors.role.message)}</span>
          </p>
        )}
      </fieldset>

      {role === 'STUDENT' && (
        <Controller
          control={control}
          name="gradeId"
          render={({ field }) => (
            <Select<number>
              id={`${idBase}-grade`}
              label={t('register.gradeLabel')}
              placeholder={t('register.gradePlaceholder')}
              options={options}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              isClearable
              isLoading={gradesLoading}
              hint={gradesError ? t('register.gradesError') : t('register.gradeHint')}
            />
          )}
        />
      )}

      <div className={styles.terms}>
        <div className={styles.checkRow}>
          <input
            id={termsId}
            type="checkbox"
            className={styles.checkbox}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
            {...register('acceptTerms')}
          />
          <label htmlFor={termsId} className={styles.checkLabel}>
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{
                // A new tab, so the half-filled form is still here after reading the policy.
                policy: (
                  <AppLink
                    href={paths.infoPage('security-policy')}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={authLinkClass}
                  />
                ),
              }}
            />
            <span className={styles.srOnly}> {t('register.opensInNewTab')}</span>
          </label>
        </div>
        {errors.acceptTerms && (
          <p id={termsErrorId} className={styles.error}>
            <IconAlertCircle size={16} className={styles.errorIcon} />
            <span>{tv(errors.acceptTerms.message)}</span>
          </p>
        )}
      </div>

      <Button type="submit" fullWidth loading={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
