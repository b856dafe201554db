import { useEffect, useRef } from 'react';

/**
 * Moves focus to the step heading whenever `step` changes (not on the first render), so keyboard
 * and screen-reader users start at the top of the new step instead of on a vanished button.
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
    // A shorter step can leave the page scrolled past its heading; bring the heading back.
    heading.scrollIntoView?.({ block: 'nearest' });
  }, [step]);
  return headingRef;
}
