import { useEffect, useState } from 'react';
import type { CSSProperties, MouseEvent } from 'react';
import { useHydrated } from '../../internal/useHydrated.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Anchor } from './ScrollToTop.styles.ts';

export interface ScrollToTopProps {
  /** id of the element that gets keyboard focus once back at the top (default "main"). */
  targetId?: string;
  /** Show the button once the page has scrolled this far, in px (default 400). */
  threshold?: number;
  label?: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether CSS alone can show the button after scrolling (scroll-driven animations). */
function cssRevealsOnScroll(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('animation-timeline: scroll()');
}

/**
 * Scrolls back to the page top (smoothly unless the reader asks for reduced motion) and moves
 * keyboard focus to the target element, so Tab continues from the content. False when there is
 * no such element.
 */
export function scrollToTarget(targetId: string): boolean {
  const target = document.getElementById(targetId);
  if (!target) return false;
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * A floating button that appears after the reader scrolls down and takes them back to the top.
 * With no JavaScript it is a plain link to `#top` (the browser's own "top of the document") and
 * CSS shows it past `threshold` through a scroll-driven animation; a browser without those shows
 * it all the time. Once hydrated, the scroll is smooth and focus moves to the main content; where
 * CSS cannot reveal it, the script shows and hides it.
 */
export function ScrollToTop({
  targetId = 'main',
  threshold = 400,
  label = 'Back to top',
}: ScrollToTopProps) {
  const hydrated = useHydrated();
  const [scriptReveals, setScriptReveals] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (cssRevealsOnScroll()) return;
    setScriptReveals(true);
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
      href="#top"
      aria-label={label}
      title={label}
      hidden={hydrated && scriptReveals ? !visible : undefined}
      style={{ '--scroll-to-top-from': `${threshold}px` } as CSSProperties}
      onClick={onClick}
    >
      <Icon name="arrowUp" />
    </Anchor>
  );
}
