import type { PAGE_SCOPES } from '@/config/constants';
import { isHomeRoute, isPracticeTestRoute, routeMatcher, routes } from '@/config/paths';

type PageScope = (typeof PAGE_SCOPES)[number];

const isPartnerPage = routeMatcher(routes.partnerPage);

/**
 * Promotional popup route rule (spec §2): on home only or on every page, per the banner's
 * display place, and never on practice-test pages or the partner-site integration.
 */
export function showsPromoPopup(pathname: string, displayPlace: PageScope = 'ALL'): boolean {
  if (isPracticeTestRoute(pathname) || isPartnerPage(pathname)) return false;
  return displayPlace === 'ALL' || isHomeRoute(pathname);
}
