import type { BreakdownDto, PurchaseDto } from '@contract/commerce';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { object, type InferType } from 'yup';
import { TextInput } from '@/components/form/text-input';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { IconCheckCircle } from '@/components/ui/icons';
import { formatVnd } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useValidationMessage, voucherCodeField } from '@/lib/validation';
import { validateVoucher } from '../api/validate-voucher';
import { voucherErrorMessage } from '../utils/messages';
import styles from './checkout.module.scss';

/** Spec §5: applying asks for a code; the voucher itself is optional, so the field is not marked required. */
const voucherSchema = object({ voucherCode: voucherCodeField() });
type VoucherFormValues = InferType<typeof voucherSchema>;

export interface VoucherFormProps {
  purchase: PurchaseDto;
  /** The breakdown with the voucher applied, when one is. */
  applied: BreakdownDto | null;
  onApplied: (breakdown: BreakdownDto | null) => void;
  disabled?: boolean;
}

/** The voucher field (POST /itf/voucher/validate): each error topic of spec §8 on the field. */
export function VoucherForm({ purchase, applied, onApplied, disabled = false }: VoucherFormProps) {
  const { t, i18n } = useTranslation('commerce');
  const fieldMessage = useValidationMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<VoucherFormValues>({
    resolver: yupResolver(voucherSchema),
    mode: 'onSubmit',
    defaultValues: { voucherCode: '' },
  });

  // The unpaid order holding the voucher, when the server names one: it can be paid or cancelled there.
  const [heldBy, setHeldBy] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ voucherCode }) => {
    setHeldBy(null);
    try {
      onApplied(await validateVoucher(voucherCode.trim(), purchase));
    } catch (error) {
      setHeldBy(heldByOrder(error));
      setError('voucherCode', { type: 'server', message: voucherErrorMessage(t, error) }, { shouldFocus: true });
    }
  });

  const voucher = applied?.voucher;
  if (voucher) {
    const text =
      voucher.maxDiscount !== null
        ? t('checkout.voucher.appliedCapped', {
            code: voucher.code,
            percent: voucher.percentOff,
            max: formatVnd(voucher.maxDiscount, i18n.language),
          })
        : t('checkout.voucher.applied', { code: voucher.code, percent: voucher.percentOff });
    return (
      <div className={styles.voucherApplied} role="status">
        <IconCheckCircle size={20} />
        <p className={styles.voucherAppliedText}>{text}</p>
        <Button
          variant="link"
          size="small"
          onClick={() => {
            reset({ voucherCode: '' });
            onApplied(null);
          }}
          disabled={disabled}
        >
          {t('checkout.voucher.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.voucherForm} onSubmit={onSubmit} noValidate aria-label={t('checkout.voucher.title')}>
      <TextInput
        label={t('checkout.voucher.label')}
        placeholder={t('checkout.voucher.placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        disabled={disabled}
        error={fieldMessage(errors.voucherCode?.message)}
        containerClassName={styles.voucherField}
        {...register('voucherCode')}
      />
      <Button
        type="submit"
        variant="outline"
        size="large"
        loading={isSubmitting}
        disabled={disabled}
        className={styles.voucherApply}
      >
        {t('checkout.voucher.apply')}
      </Button>
      {heldBy && (
        <p className={styles.voucherHeldBy}>
          <AppLink href={paths.accountOrder(heldBy)}>{t('checkout.voucher.heldByOrder', { transNo: heldBy })}</AppLink>
        </p>
      )}
    </form>
  );
}

const TRANS_NO = /^[A-Za-z0-9_-]{1,64}$/;

/** The transaction number of the unpaid order a VOUCHER_HELD_BY_UNPAID_ORDER answer names. */
function heldByOrder(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'VOUCHER_HELD_BY_UNPAID_ORDER') return null;
  const transNo = error.details?.find((detail) => detail.field === 'heldByOrder')?.message ?? '';
  return TRANS_NO.test(transNo) ? transNo : null;
}
