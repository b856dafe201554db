import type { PAYMENT_METHODS } from '@contract/constants';
import { useTranslation } from 'next-i18next/pages';
import { useId, type ReactNode } from 'react';
import { IconGiftMethod, IconMomo, IconVnpay } from './checkout-icons';
import styles from './checkout.module.scss';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const ICONS: Record<PaymentMethod, ReactNode> = {
  VNPAY: <IconVnpay size={28} />,
  MOMO: <IconMomo size={28} />,
  GIFT: <IconGiftMethod size={28} />,
};

export type { PaymentMethod };

export interface PaymentMethodsProps {
  /** What the server allows for this total (GIFT alone for a total of 0). */
  allowed: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/**
 * The payment method choice. VNPAY and MoMo are always listed (greyed out when the amount is
 * outside their limits); GIFT appears only when the total is 0.
 */
export function PaymentMethods({ allowed, value, onChange, disabled = false }: PaymentMethodsProps) {
  const { t } = useTranslation('commerce');
  const name = useId();
  const shown: PaymentMethod[] = allowed.includes('GIFT') ? ['GIFT'] : ['VNPAY', 'MOMO'];
  return (
    <fieldset className={styles.methods} disabled={disabled}>
      <legend className={styles.blockTitle}>{t('checkout.method.legend')}</legend>
      <div className={styles.methodList}>
        {shown.map((method) => {
          const available = allowed.includes(method);
          const id = `${name}-${method}`;
          return (
            <label
              key={method}
              htmlFor={id}
              className={styles.method}
              data-checked={value === method || undefined}
              data-unavailable={!available || undefined}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={method}
                checked={value === method}
                disabled={!available}
                onChange={() => onChange(method)}
                className={styles.methodInput}
              />
              <span className={styles.methodIcon} data-method={method}>
                {ICONS[method]}
              </span>
              <span className={styles.methodText}>
                <span className={styles.methodName}>{t(`checkout.method.${method}.name`)}</span>
                <span className={styles.methodHint}>
                  {available ? t(`checkout.method.${method}.text`) : t('checkout.method.unavailable')}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
