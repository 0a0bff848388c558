// Scrolling on navigation (spec: "the page also scrolls [to the main container] on every path
// change"). Back and forward keep the position the browser restores; a page may name a section
// to scroll to instead (`target`, an element id), also on its first load.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scrolls the element into view at once and gives it keyboard focus without scrolling again. */
export function bringIntoView(element: HTMLElement) {
  element.scrollIntoView({ block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * After a path change, scrolls to the main container (`mainId`) and moves focus there; `target`
 * names another element to go to instead (null: the main container).
 */
export function useNavigationScroll(mainId: string, target: string | null = null) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // The path of the last run: a change of the query alone (a tab, a page of a list) is no path
  // change and leaves focus and scroll where they are.
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    const initial = lastPathname.current === null;
    const pathChanged = lastPathname.current !== pathname;
    lastPathname.current = pathname;
    if (hash) return; // the browser (or the router's restoration) handles #fragments
    const targetElement = target ? document.getElementById(target) : null;
    if (targetElement) {
      bringIntoView(targetElement);
      return;
    }
    if (initial || !pathChanged || navigationType === 'POP') return;
    const main = document.getElementById(mainId);
    if (main) bringIntoView(main);
  }, [pathname, target, hash, navigationType, mainId]);
}
