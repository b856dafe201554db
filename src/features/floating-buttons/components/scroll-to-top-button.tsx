import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { MAIN_CONTENT_ID } from '@/components/layout/page-layout';
import { IconArrowUp } from '@/components/ui/icons';
import { LIMITS } from '@/config/constants';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { showsScrollToTop } from '../utils/route-rules';
import { FloatingButton } from './floating-button';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // The button disappears at the top; keyboard focus continues from the start of the content.
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/** Shown past 40 px of scrolling, on home, explore and my tests only (spec §2). */
export function ScrollToTopButton() {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  const scrolled = useScrolledPast(LIMITS.SCROLL_TOP_THRESHOLD_PX);
  if (!showsScrollToTop(pathname) || !scrolled) return null;
  return (
    <FloatingButton onClick={scrollToTop} label={t('floatingButtons.scrollToTop')} icon={<IconArrowUp size={22} />} />
  );
}
