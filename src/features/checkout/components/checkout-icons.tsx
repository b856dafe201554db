import { createIcon } from '@/components/ui/icons';

/** A card with a QR corner: VNPAY (cards and VNPAY-QR). */
export const IconVnpay = createIcon(
  'IconVnpay',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20" />
    <path d="M6 15h4" />
  </>,
);

/** A wallet: MoMo. */
export const IconMomo = createIcon(
  'IconMomo',
  <>
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-4" />
    <path d="M21 11h-5a2 2 0 0 0 0 4h5Z" />
  </>,
);

/** A gift: a free order. */
export const IconGiftMethod = createIcon(
  'IconGiftMethod',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13" />
    <path d="M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </>,
);
