import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { IconCheck } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { notify } from '@/lib/toast';
import { useCartActions, useInCart } from '../api/use-cart';

export interface AddToCartButtonProps {
  unitTestId: number;
  /** The test's name on screen (the toast and the button's accessible name). */
  name: string;
  size?: 'small' | 'medium' | 'large';
  variant?: 'filled' | 'outline';
  fullWidth?: boolean;
  className?: string;
}

/**
 * "Add to cart" for a paid test the visitor does not own (the caller decides that); once the
 * test is in the cart it becomes a link to the cart.
 */
export function AddToCartButton({
  unitTestId,
  name,
  size = 'medium',
  variant = 'outline',
  fullWidth = false,
  className,
}: AddToCartButtonProps) {
  const { t } = useTranslation('common');
  const inCart = useInCart(unitTestId);
  const { add } = useCartActions();
  const [adding, setAdding] = useState(false);

  if (inCart) {
    return (
      <Button
        href={paths.cart}
        size={size}
        variant="ghost"
        fullWidth={fullWidth}
        className={className}
        leftIcon={<IconCheck size={16} strokeWidth={3} />}
        aria-label={`${t('cart.inCart')}. ${t('cart.goToCart')}`}
      >
        {t('cart.inCart')}
      </Button>
    );
  }

  const onClick = async () => {
    setAdding(true);
    try {
      await add(unitTestId);
      notify.success(t('cart.added', { name }));
    } catch (error) {
      notify.error(apiErrorMessage(t, error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Button
      size={size}
      variant={variant}
      fullWidth={fullWidth}
      className={className}
      loading={adding}
      aria-label={t('cart.addLabel', { name })}
      onClick={() => void onClick()}
    >
      {t('cart.add')}
    </Button>
  );
}
