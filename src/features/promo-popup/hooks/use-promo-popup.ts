import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { JOIN_CLASS_QUERY_PARAM, LIMITS } from '@/config/constants';
import { useBanners } from '@/lib/catalogue/api/banners';
import { getStoredItem, setStoredItem, signedInThisVisit, STORAGE_KEYS, visitFlag } from '@/lib/session';
import {
  decidePromoPopup,
  MOBILE_MEDIA_QUERY,
  parseLastShow,
  serializeLastShow,
  type PopupChoice,
  type PopupDevice,
} from '../utils/schedule';
import { showsPromoPopup } from '../utils/route-rule';

/** A popup was shown in this visit (a flag of the tab, until it closes). */
const SHOWN_THIS_VISIT = 'promo_popup_shown';

function currentDevice(): PopupDevice {
  if (typeof window.matchMedia === 'function') {
    return window.matchMedia(MOBILE_MEDIA_QUERY).matches ? 'mobile' : 'desktop';
  }
  return window.innerWidth <= 767 ? 'mobile' : 'desktop';
}

export interface UsePromoPopupOptions {
  /** Called as soon as a popup is scheduled, so its code can load during the delay. */
  onScheduled?: () => void;
}

/**
 * Decides, once the banners are loaded, whether this page shows a popup; shows it after the
 * spec's 500 ms and records the showing in `last_time_show` at that moment.
 */
export function usePromoPopup({ onScheduled }: UsePromoPopupOptions = {}) {
  const router = useRouter();
  const { i18n } = useTranslation('common');
  const pathname = router.pathname;
  const locale = i18n.language;
  const routeMayShow = showsPromoPopup(pathname, 'ALL');
  const { data: banners } = useBanners({ enabled: routeMayShow });
  // The device the image was chosen for also decides the form: a dialog, or a sheet on phones.
  const [popup, setPopup] = useState<(PopupChoice & { device: PopupDevice }) | null>(null);

  // A join-class link opens its own dialog: an ad must not cover the code the visitor came for.
  const joinLink = router.query[JOIN_CLASS_QUERY_PARAM] !== undefined;

  useEffect(() => {
    if (!banners || !routeMayShow || joinLink) return;
    // One popup a visit at most, and none for someone who signed in or registered in it: they came
    // to learn, and a second campaign on the next page (or the first on their new home) only gets
    // in the way.
    if (visitFlag(SHOWN_THIS_VISIT) || signedInThisVisit()) return;
    const device = currentDevice();
    const choice = decidePromoPopup({
      banners,
      now: Date.now(),
      device,
      locale,
      pathname,
      lastShow: parseLastShow(getStoredItem(STORAGE_KEYS.lastTimeShow)),
    });
    if (!choice) return;
    onScheduled?.();
    const timer = window.setTimeout(() => {
      // Never stacked over another dialog (join a class, activation…); it waits for a later page.
      if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return;
      if (visitFlag(SHOWN_THIS_VISIT) || signedInThisVisit()) return;
      setStoredItem(STORAGE_KEYS.lastTimeShow, serializeLastShow({ bannerId: choice.banner.id, time: Date.now() }));
      visitFlag(SHOWN_THIS_VISIT, true);
      setPopup({ ...choice, device });
    }, LIMITS.POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [banners, routeMayShow, joinLink, locale, pathname, onScheduled]);

  // A popup never stays over a page that may not show one (e.g. after following its link).
  const visible = popup !== null && showsPromoPopup(pathname, popup.banner.displayPlace);
  const close = useCallback(() => setPopup(null), []);
  return { popup: visible ? popup : null, close };
}
