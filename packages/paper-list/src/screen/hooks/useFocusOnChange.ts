// After the list changes (another volume, issue, page or search), keyboard focus moves to the
// list heading and the heading scrolls into view, so readers of every kind start at the new list.
import { useEffect, useRef, type RefObject } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Focuses `target` whenever `key` changes after the first render (never on the first one). */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, key: string): void {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const element = target.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }, [key, target]);
}
