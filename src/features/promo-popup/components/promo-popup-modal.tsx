import type { BannerDto } from '@contract/catalogue';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { IconX } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { bannerTarget } from '../utils/schedule';
import styles from './promo-popup-modal.module.scss';

export interface PromoPopupModalProps {
  banner: BannerDto;
  image: string;
  /**
   * On a phone: a sheet along the bottom of the screen, of modest height, that neither covers the
   * page nor takes the focus; it is a dialog on larger screens.
   */
  sheet?: boolean;
  onClose: () => void;
}

export function PromoPopupModal({ banner, image, sheet = false, onClose }: PromoPopupModalProps) {
  const { t } = useTranslation('common');
  const target = bannerTarget(banner);
  const alt = t('promoPopup.imageAlt');
  const picture = (
    // Banner images are served by the API host, which next/image is not configured for.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={image} alt={alt} className={styles.image} data-display-place={banner.displayPlace} />
  );

  let content = picture;
  if (target.kind === 'internal') {
    content = (
      <AppLink href={target.href} className={styles.link} onClick={onClose}>
        {picture}
      </AppLink>
    );
  } else if (target.kind === 'newTab' || target.kind === 'external') {
    const newTab = target.kind === 'newTab';
    content = (
      <a
        href={target.href}
        className={styles.link}
        target={newTab ? '_blank' : undefined}
        rel="noopener noreferrer"
        onClick={newTab ? onClose : undefined}
        aria-label={newTab ? `${alt} ${t('promoPopup.newTab')}` : undefined}
      >
        {picture}
      </a>
    );
  }

  if (sheet)
    return (
      <PromoSheet title={t('promoPopup.title')} closeLabel={t('actions.close')} content={content} onClose={onClose} />
    );

  return (
    <Modal open onClose={onClose} title={t('promoPopup.title')} hideTitle size="large" className={styles.panel}>
      {content}
    </Modal>
  );
}

/**
 * A non-modal dialog along the bottom of a phone's screen: the page stays usable and keeps its
 * focus; Escape (not taken by anything else) or its close button dismisses it.
 */
function PromoSheet({
  title,
  closeLabel,
  content,
  onClose,
}: {
  title: string;
  closeLabel: string;
  content: ReactNode;
  onClose: () => void;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div role="dialog" aria-label={title} className={styles.sheet}>
      {content}
      <button type="button" className={styles.sheetClose} aria-label={closeLabel} onClick={onClose}>
        <IconX size={18} />
      </button>
    </div>
  );
}
