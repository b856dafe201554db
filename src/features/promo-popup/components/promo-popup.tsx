import dynamic from 'next/dynamic';
import { usePromoPopup } from '../hooks/use-promo-popup';

// The modal, its image and its styles load only when a popup is actually due, so pages carry
// none of it in their first-load JavaScript.
const loadModal = () => import('./promo-popup-modal');
const PromoPopupModal = dynamic(() => loadModal().then((m) => m.PromoPopupModal), { ssr: false });

const preload = () => {
  void loadModal();
};

/** Mounted once by the shell: shows the promotional popup where and when spec §4 says. */
export function PromoPopup() {
  const { popup, close } = usePromoPopup({ onScheduled: preload });
  if (!popup) return null;
  return (
    <PromoPopupModal banner={popup.banner} image={popup.image} sheet={popup.device === 'mobile'} onClose={close} />
  );
}
