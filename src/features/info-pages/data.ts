import { INFO_PAGE_SLUGS, paths, type InfoPageSlug } from '@/config/paths';

export type InfoPageKey =
  'aboutUs' | 'userGuide' | 'shoppingGuide' | 'paymentPolicy' | 'feedbackPolicy' | 'securityPolicy';

/** Route slug → key of the page's content in the `info` namespace. */
export const INFO_PAGE_KEYS: Record<InfoPageSlug, InfoPageKey> = {
  'about-us': 'aboutUs',
  'user-guide': 'userGuide',
  'shopping-guide': 'shoppingGuide',
  'payment-policy': 'paymentPolicy',
  'feedback-policy': 'feedbackPolicy',
  'security-policy': 'securityPolicy',
};

export const INFO_PAGES = INFO_PAGE_SLUGS.map((slug) => ({ slug, key: INFO_PAGE_KEYS[slug] }));

/** When the texts of the information pages last changed (ISO date, shown per locale). */
export const INFO_PAGES_LAST_UPDATED = '2026-11-26';

export function sectionId(index: number): string {
  return `section-${index + 1}`;
}

/**
 * The pages an information page's section may link to, by name: the texts say where to go, this
 * map says how, so a translation can never point anywhere else.
 */
const INFO_LINK_TARGETS = {
  cart: paths.cart,
  checkoutCombo: paths.checkoutCombo,
  checkoutExam: paths.checkoutExam,
  explore: paths.explore,
  accountOrders: paths.accountOrders,
  accountQuantityUse: paths.accountQuantityUse,
  paymentPolicy: paths.infoPage('payment-policy'),
  shoppingGuide: paths.infoPage('shopping-guide'),
} as const;
type InfoLinkTarget = keyof typeof INFO_LINK_TARGETS;

/** The page a section's link names, or null for a name the map does not know. */
export function infoLinkHref(to: string): string | null {
  return Object.prototype.hasOwnProperty.call(INFO_LINK_TARGETS, to) ? INFO_LINK_TARGETS[to as InfoLinkTarget] : null;
}
