import { useEffect, useState, type RefObject } from 'react';
import { stackClearance, stackCoversContent } from '../utils/covered-content';

/** Phones: the width of the `mobile` mixin. */
const PHONE_QUERY = '(max-width: 767px)';
/** The CSS variable the page's end reads to reserve the stack's room (site footer). */
const STACK_CLEARANCE_VAR = '--floating-stack-clearance';
const CLEARANCE_GAP_PX = 12;

function phoneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
}

/**
 * The layout rule of the floating stack on phones (decisions 0024, 0053): it never covers the page's
 * controls or text. While a link, button, field or line of text lies under one of its buttons the stack steps aside
 * (the answer is true), and it comes back as soon as that spot is clear; the end of every page
 * reserves the stack's height, so scrolling down always brings it back over empty room.
 * Checked on scroll (of the page or any scroller), resize, DOM changes and finished transitions,
 * at most once a frame. Wider screens keep the stack where it is.
 */
export function useClearOfContent(stack: RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);

  useEffect(() => {
    const list = phoneQuery();
    const root = document.documentElement;
    let frame = 0;
    let lastClearance: string | null = null;

    const setClearance = (value: string | null) => {
      if (value === lastClearance) return;
      lastClearance = value;
      if (value === null) root.style.removeProperty(STACK_CLEARANCE_VAR);
      else root.style.setProperty(STACK_CLEARANCE_VAR, value);
    };

    const check = () => {
      frame = 0;
      const element = stack.current;
      if (!element || !list?.matches) {
        setAside(false);
        setClearance(null);
        return;
      }
      const clearance = stackClearance(element, window.innerHeight, CLEARANCE_GAP_PX);
      if (clearance !== null) setClearance(`${clearance}px`);
      setAside(stackCoversContent(element));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };

    check();
    const options = { capture: true, passive: true } as const;
    document.addEventListener('scroll', schedule, options);
    document.addEventListener('transitionend', schedule, options);
    document.addEventListener('animationend', schedule, options);
    window.addEventListener('resize', schedule);
    list?.addEventListener('change', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, options);
      document.removeEventListener('transitionend', schedule, options);
      document.removeEventListener('animationend', schedule, options);
      window.removeEventListener('resize', schedule);
      list?.removeEventListener('change', schedule);
      observer.disconnect();
      root.style.removeProperty(STACK_CLEARANCE_VAR);
    };
  }, [stack]);

  return aside;
}
