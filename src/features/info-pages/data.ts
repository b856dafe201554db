import { INFO_PAGE_SLUGS, type InfoPageSlug } from '@/config/paths';

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
export const INFO_PAGES_LAST_UPDATED = '2026-11-20';

export function sectionId(index: number): string {
  return `section-${index + 1}`;
}
