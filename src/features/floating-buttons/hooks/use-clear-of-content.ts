import { useEffect, useState, type RefObject } from 'react';
import { stackClearance, stackCoversContent } from '../utils/covered-content';

/** Phones: the width of the `mobile` mixin. */
const PHONE_QUERY = '(max-width: 767px)';
/** The CSS variable the page's end reads to reserve the stack's room (site footer). */
const STACK_CLEARANCE_VAR = '--floating-stack-clearance';
const CLEARANCE_GAP_PX = 12;
/**
 * How long the page must hold an answer before the stack follows it. A page settles in stages
 * (its data, a late card, the gift button, the fonts), and one of them may push a line under the
 * stack for a moment until the next moves it on: following each stage showed the edge tab for a
 * fraction of a second and took it away under the thumb reaching for it.
 */
const SETTLE_MS = 250;

function phoneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
}

/**
 * The layout rule of the floating stack on phones (decisions 0024, 0053): it never covers the page's
 * controls or text. While a link, button, field or line of text lies under one of its buttons the stack steps aside
 * (the answer is true), and it comes back as soon as that spot is clear; the end of every page
 * reserves the stack's height, so scrolling down always brings it back over empty room.
 * Checked on scroll (of the page or any scroller), resize, DOM changes and finished transitions,
 * at most once a frame; the stack moves once an answer has held for `SETTLE_MS`. Wider screens
 * keep the stack where it is.
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

    // The answer the stack shows, and the timer that lets a new answer settle before it does.
    let following = false;
    let settling = 0;
    const follow = (covering: boolean) => {
      following = covering;
      setAside(covering);
    };
    const stopSettling = () => {
      if (settling !== 0) window.clearTimeout(settling);
      settling = 0;
    };

    /** Whether the stack covers the page now, or null where the rule does not apply (wide screens). */
    const measure = (): boolean | null => {
      const element = stack.current;
      if (!element || !list?.matches) {
        setClearance(null);
        return null;
      }
      const clearance = stackClearance(element, window.innerHeight, CLEARANCE_GAP_PX);
      if (clearance !== null) setClearance(`${clearance}px`);
      return stackCoversContent(element);
    };

    const check = () => {
      frame = 0;
      const covering = measure();
      if (covering === null) {
        stopSettling();
        follow(false);
        return;
      }
      // Back to the answer shown: whatever moved has moved back, nothing to follow.
      if (covering === following) {
        stopSettling();
        return;
      }
      if (settling !== 0) return;
      settling = window.setTimeout(() => {
        settling = 0;
        const now = measure();
        if (now === null) follow(false);
        else if (now !== following) follow(now);
      }, SETTLE_MS);
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
      stopSettling();
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
