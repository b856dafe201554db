import type { LoginResponseData, OtpSentData } from '@contract/api';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { notify } from '@/lib/toast';
import { PageMeta } from '@/components/layout/page-meta';
import { AppLink } from '@/components/ui/app-link';
import { paths, safeRedirectPath } from '@/config/paths';
import { apiErrorCode } from '@/lib/api-error-message';
import { splitDisplayName } from '@/lib/display-name';
import { clearRegisterStorage, getStoredItem, STORAGE_KEYS } from '@/lib/session';
import { useSignedIn } from '../api/signed-in';
import { register } from '../api/register';
import { revokeIssuedSession } from '../api/revoke-issued-session';
import { sendRegisterOtp } from '../api/send-register-otp';
import { verifySmsOtp } from '../api/verify-sms-otp';
import { useClientSnapshot } from '../hooks/use-client-snapshot';
import { useRedirectIfSignedIn } from '../hooks/use-redirect-if-signed-in';
import { useStepFocus } from '../hooks/use-step-focus';
import { detectDeviceKind } from '../utils/device-kind';
import { draftCodeStillValid, readRegisterDraft, saveRegisterDraft, type RegisterDraft } from '../utils/flow-storage';
import { clearOtpTimer, rememberOtpSent } from '../utils/otp-timer';
import { AuthFooter, AuthLayout, authLinkClass, StepHeading } from './auth-layout';
import { OtpStep } from './otp-step';
import { RegisterForm, type RegisterFormValues, type RegisterSubmitted } from './register-form';
import { TeacherAccountNotice } from './teacher-account-notice';

const HEADING_ID = 'register-title';

type Step = 'form' | 'otp' | 'teacher';

/** The step-2 state. The password is part of it and lives in memory only. */
interface Pending {
  values: RegisterFormValues;
  destination: string;
  expiresIn: number | null;
}

// Both keys in one primitive snapshot, so a change to either is seen.
const readDraftSnapshot = () => {
  const phone = getStoredItem(STORAGE_KEYS.registerPhone);
  const data = getStoredItem(STORAGE_KEYS.registerData);
  return phone === null && data === null ? null : `${phone ?? ''}\n${data ?? ''}`;
};

type SentCode = Pick<RegisterDraft, 'destination' | 'sentAt' | 'expiresIn'>;

/** What is stored of the details: everything but the password. */
function toDraft(values: RegisterFormValues, code: SentCode): RegisterDraft {
  return {
    surname: values.surname,
    givenName: values.givenName,
    phone: values.phone,
    role: values.role,
    gradeId: values.role === 'STUDENT' ? (values.gradeId ?? null) : null,
    acceptTerms: values.acceptTerms,
    ...code,
  };
}

function draftValues(draft: RegisterDraft): Partial<RegisterFormValues> {
  return {
    surname: draft.surname,
    givenName: draft.givenName,
    phone: draft.phone,
    ...(draft.role ? { role: draft.role } : {}),
    gradeId: draft.gradeId,
    ...(draft.acceptTerms ? { acceptTerms: true as const } : {}),
  };
}

export interface RegisterScreenProps {
  /** The clock (ms since the epoch); injectable for tests. */
  now?: () => number;
}

/**
 * /register: details → code sent to the phone → account created and signed in. The phone number
 * and the other non-secret details are stored (spec §9 register phone / register data) so a
 * reload comes back to a filled form; the password is never stored, so it is asked again.
 */
export function RegisterScreen({ now = Date.now }: RegisterScreenProps) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const signedIn = useSignedIn();
  const handledByPageRef = useRedirectIfSignedIn();
  const [step, setStep] = useState<Step>('form');
  const [pending, setPending] = useState<Pending | null>(null);
  const [phoneTaken, setPhoneTaken] = useState(false);
  const [submittedOnce, setSubmittedOnce] = useState(false);
  const [teacherPhone, setTeacherPhone] = useState('');
  // A verified code is single-use: if creating the account fails afterwards (network), the
  // retry must reuse the token rather than the spent code.
  const verifiedRef = useRef<{ phone: string; token: string } | null>(null);
  const headingRef = useStepFocus(step);

  const draftSnapshot = useClientSnapshot(readDraftSnapshot);
  const draft = draftSnapshot === null ? null : readRegisterDraft();

  const formInitialValues = pending ? pending.values : draft ? draftValues(draft) : undefined;
  const restored = draft !== null && pending === null && !submittedOnce;

  const onSubmitted = ({ values, sent }: RegisterSubmitted) => {
    const sentAt = now();
    let code: SentCode;
    if (sent) {
      rememberOtpSent(sent.resendAfter, sentAt);
      code = { destination: sent.destination, sentAt, expiresIn: sent.expiresIn };
      verifiedRef.current = null;
    } else {
      // Reusing the code sent before (see canReuseCode): keep its timing.
      const previous = readRegisterDraft();
      code = {
        destination: previous?.destination ?? pending?.destination ?? '',
        sentAt: previous?.sentAt ?? null,
        expiresIn: previous?.expiresIn ?? pending?.expiresIn ?? null,
      };
    }
    saveRegisterDraft(toDraft(values, code));
    setSubmittedOnce(true);
    setPhoneTaken(false);
    setPending({ values, destination: code.destination ?? '', expiresIn: code.expiresIn });
    setStep('otp');
  };

  const canReuseCode = (phone: string) => draftCodeStillValid(readRegisterDraft(), phone, now());

  const resend = async (): Promise<OtpSentData> => {
    if (!pending) throw new Error('No registration in progress');
    const sent = await sendRegisterOtp(pending.values.phone);
    verifiedRef.current = null;
    saveRegisterDraft(
      toDraft(pending.values, { destination: sent.destination, sentAt: now(), expiresIn: sent.expiresIn }),
    );
    setPending({ ...pending, destination: sent.destination, expiresIn: sent.expiresIn });
    return sent;
  };

  const finishStudent = async (data: LoginResponseData) => {
    await signedIn(data.user);
    notify.success(t('register.success', { name: splitDisplayName(data.user.fullName).last }));
    await router.replace(safeRedirectPath(router.query.redirect) ?? paths.home);
  };

  const verify = async (code: string) => {
    if (!pending) return;
    const { values } = pending;
    const isTeacher = values.role === 'TEACHER';
    if (verifiedRef.current?.phone !== values.phone) {
      const { verificationToken } = await verifySmsOtp({
        username: values.phone,
        code,
        purpose: 'REGISTER',
      });
      verifiedRef.current = { phone: values.phone, token: verificationToken };
    }
    handledByPageRef.current = !isTeacher;
    let data: LoginResponseData;
    try {
      data = await register(
        {
          verificationToken: verifiedRef.current.token,
          fullName: `${values.surname.trim()} ${values.givenName.trim()}`,
          password: values.password,
          roleCode: values.role,
          gradeId: isTeacher ? null : (values.gradeId ?? null),
          deviceKind: detectDeviceKind(window.navigator.userAgent),
        },
        // Teachers cannot use this site: the account is created but this browser is not signed in.
        { signIn: !isTeacher },
      );
    } catch (error) {
      handledByPageRef.current = false;
      const code = apiErrorCode(error);
      if (code === 'INVALID_VERIFICATION_TOKEN' || code === 'ALREADY_REGISTERED') verifiedRef.current = null;
      if (code === 'ALREADY_REGISTERED') {
        // Someone registered this number meanwhile: back to the details, answer on the phone.
        clearOtpTimer();
        saveRegisterDraft(toDraft(values, { destination: null, sentAt: null, expiresIn: null }));
        setPhoneTaken(true);
        setStep('form');
        return;
      }
      throw error;
    }
    verifiedRef.current = null;
    clearRegisterStorage();
    clearOtpTimer();
    if (isTeacher) {
      await revokeIssuedSession(data.refreshToken);
      setTeacherPhone(values.phone);
      setPending(null);
      setStep('teacher');
      return;
    }
    await finishStudent(data);
  };

  const startOver = () => {
    setPending(null);
    setSubmittedOnce(false);
    setStep('form');
  };

  return (
    <>
      <PageMeta title={t('register.metaTitle')} description={t('register.metaDescription')} />
      <AuthLayout headingId={HEADING_ID} wide={step === 'form'}>
        {step === 'teacher' && (
          <TeacherAccountNotice
            headingId={HEADING_ID}
            headingRef={headingRef}
            phone={teacherPhone}
            onRegisterStudent={startOver}
          />
        )}
        {step === 'otp' && pending && (
          <>
            <StepHeading
              id={HEADING_ID}
              ref={headingRef}
              title={t('register.otpTitle')}
              lead={t('register.otpSubtitle')}
            />
            <OtpStep
              destination={pending.destination}
              expiresIn={pending.expiresIn}
              onVerify={verify}
              onResend={resend}
              onBack={() => setStep('form')}
              backLabel={t('register.editDetails')}
              submitLabel={t('register.otpSubmit')}
              now={now}
            />
            {/* The API answers alike for registered numbers (decision 0033): the owner is told here. */}
            <AuthFooter>
              {t('register.otpAlreadyRegistered')}{' '}
              <AppLink href={paths.login} keepQuery className={authLinkClass}>
                {t('register.login')}
              </AppLink>
              {' · '}
              <AppLink href={paths.forgotPassword} className={authLinkClass}>
                {t('login.forgotPassword')}
              </AppLink>
            </AuthFooter>
          </>
        )}
        {step === 'form' && (
          <>
            <StepHeading id={HEADING_ID} ref={headingRef} title={t('register.title')} lead={t('register.subtitle')} />
            <RegisterForm
              // Values restored from storage are only known after hydration: start again then.
              key={formInitialValues ? 'filled' : 'empty'}
              initialValues={formInitialValues}
              restored={restored}
              phoneTaken={phoneTaken}
              canReuseCode={canReuseCode}
              onSubmitted={onSubmitted}
            />
            <AuthFooter>
              {t('register.haveAccount')}{' '}
              <AppLink href={paths.login} keepQuery className={authLinkClass}>
                {t('register.login')}
              </AppLink>
            </AuthFooter>
          </>
        )}
      </AuthLayout>
    </>
  );
}
