import type { ActivationGrantDto } from '@contract/activation';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeModal } from '@/components/ui/code-modal';
import { paths, routes } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { notify } from '@/lib/toast';
import { activationCodeSchema, useValidationMessage, vm, type ActivationCodeFormValues } from '@/lib/validation';
import { useActivateCode } from '../api/activate-code';
import en from '@locales/en/activation.json';
import vi from '@locales/vi/activation.json';

/** The form's words travel with it (no page loads the namespace): both languages, a few hundred bytes. */
const BUNDLES: Record<string, typeof vi> = { vi, en };

/** Refusals about a code that have their own words; every other one is §8's "does not exist or is invalid". */
const OWN_MESSAGE = new Set([
  'ACTIVATION_CODE_EXPIRED',
  'ACTIVATION_CODE_USED_UP',
  'ACTIVATION_CODE_USER_LIMIT_REACHED',
  'ACTIVATION_CODE_ALREADY_OWNED',
]);

const isMyTests = (pathname: string) => pathname === routes.myTests.pattern;

/** A fresh value for My tests' refresh query (spec §4: "refresh the route with a random query"). */
function randomQueryValue(): string {
  return Math.random().toString(36).slice(2, 10);
}

export interface ActivationModalProps {
  onClose: () => void;
  /**
   * Called with what a code granted, after the modal's own steps. Without it, a code that unlocks
   * an adaptive or placement test opens that test's page.
   */
  onActivated?: (grant: ActivationGrantDto) => void;
}

/**
 * The activation-code modal (spec §4, §5, §8). The code is checked as typed (required, no space
 * at either end), then sent with the site. On success: My tests, when open, reloads with a random
 * query; a toast says what was granted; the user's data is refreshed; the modal closes. A refusal
 * is a field error and keeps what was typed. A code is checked before it is used, so an adaptive
 * test's code goes through its own call (`activateCode`).
 */
export function ActivationModal(props: ActivationModalProps) {
  const { i18n } = useTranslation('common');
  // The namespace is added before the form's first render, once per language.
  const [ready] = useState(() => {
    for (const [language, bundle] of Object.entries(BUNDLES)) {
      if (!i18n.hasResourceBundle(language, 'activation')) i18n.addResourceBundle(language, 'activation', bundle);
    }
    return true;
  });
  return ready ? <ActivationForm {...props} /> : null;
}

function ActivationForm({ onClose, onActivated }: ActivationModalProps) {
  const { t, i18n } = useTranslation('activation');
  const { t: tCommon } = useTranslation('common');
  const fieldMessage = useValidationMessage();
  const router = useRouter();
  const activateCode = useActivateCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ActivationCodeFormValues>({
    resolver: yupResolver(activationCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  const grantedToast = (grant: ActivationGrantDto) => {
    const english = i18n.language === 'en';
    if (grant.unitTest) {
      const name = (english && grant.unitTest.nameEn) || grant.unitTest.name;
      return t('toasts.test', { name });
    }
    if (grant.quantity) return t('toasts.quantity', { amount: grant.quantity.amount });
    const name = grant.adaptiveTest ? grant.adaptiveTest.name[english ? 'en' : 'vi'] : '';
    return t('toasts.adaptiveTest', { name });
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    let grant: ActivationGrantDto;
    try {
      grant = await activateCode(code);
    } catch (err) {
      const error = toApiError(err);
      if (error.status === 429) {
        setError('code', { type: 'server', message: t('errors.tooManyTries') }, { shouldFocus: true });
      } else if (OWN_MESSAGE.has(error.code)) {
        setError('code', { type: 'server', message: apiErrorMessage(tCommon, error) }, { shouldFocus: true });
      } else if (error.status !== null && [400, 404, 409].includes(error.status)) {
        setError('code', { type: 'server', message: vm('activationCode.invalid') }, { shouldFocus: true });
      } else {
        // No answer about the code (connection lost, session ended, maintenance).
        notify.error(apiErrorMessage(tCommon, error));
      }
      return;
    }
    if (isMyTests(router.pathname)) {
      const { r: _previous, ...query } = router.query;
      void router.replace({ pathname: router.pathname, query: { ...query, r: randomQueryValue() } }, undefined, {
        scroll: false,
      });
    }
    notify.success(grantedToast(grant));
    onClose();
    if (onActivated) onActivated(grant);
    else if (grant.adaptiveTest) void router.push(paths.placementTest(grant.adaptiveTest.key));
  });

  return (
    <CodeModal
      namespace="activation"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      error={fieldMessage(errors.code?.message)}
      {...register('code')}
    />
  );
}
