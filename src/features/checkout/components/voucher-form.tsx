import type { BreakdownDto, PurchaseDto } from '@contract/commerce';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { object, type InferType } from 'yup';
import { TextInput } from '@/components/form/text-input';
import { Button } from '@/components/ui/button';
import { IconCheckCircle } from '@/components/ui/icons';
import { formatVnd } from '@/components/unit-test/labels';
import { useValidationMessage, voucherCodeField } from '@/lib/validation';
import { validateVoucher } from '../api/checkout';
import { voucherErrorMessage } from '../utils/messages';
import styles from './checkout.module.scss';

/** Spec §5: a voucher code is required. */
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
  const { t } = useTranslation('commerce');
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

  const onSubmit = handleSubmit(async ({ voucherCode }) => {
    try {
      onApplied(await validateVoucher(voucherCode.trim(), purchase));
    } catch (error) {
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
            max: formatVnd(voucher.maxDiscount),
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
        required
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
    </form>
  );
}
