import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Anchor } from './ScrollToTop.styles.ts';

export interface ScrollToTopProps {
  /** id of the element to go back to (default "main"). */
  targetId?: string;
  /** Show the button once the page has scrolled this far, in px (default 400). */
  threshold?: number;
  label?: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Brings the target element into view and moves keyboard focus there. */
export function scrollToTarget(targetId: string): boolean {
  const target = document.getElementById(targetId);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * A floating button that appears after the reader scrolls down and takes them (and keyboard
 * focus) back to the main content. It is a link to #main underneath.
 */
export function ScrollToTop({
  targetId = 'main',
  threshold = 400,
  label = 'Back to top',
}: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToTarget(targetId)) event.preventDefault();
  };

  return (
    <Anchor
      href={`#${targetId}`}
      aria-label={label}
      title={label}
      hidden={!visible}
      onClick={onClick}
    >
      <Icon name="arrowUp" />
    </Anchor>
  );
}
