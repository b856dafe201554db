import { useEffect, useRef } from 'react';

/**
 * Moves focus to the step heading whenever `step` changes (not on the first render), and the
 * page to its top, so every user starts at the top of the new step instead of on a vanished button.
 */
export function useStepFocus<T>(step: T) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (Object.is(previous.current, step)) return;
    previous.current = step;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // A new step starts at the top of the page, as a new page would: a shorter step would
    // otherwise open where the last one's button was, part-way down.
    document.documentElement.scrollTop = 0;
  }, [step]);
  return headingRef;
}
