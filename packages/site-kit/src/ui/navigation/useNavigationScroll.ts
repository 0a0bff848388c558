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

export interface NavigationScrollOptions {
  /** An element id to go to instead of the main container (null: the main container). */
  target?: string | null;
  /**
   * Only a new path moves focus and scroll: a change of the query alone (a tab, `?tab=`) leaves
   * them where they are. Without it any navigation but back and forward goes to the main
   * container, a form's answer on the same address included (the journals' frame).
   */
  pathChangesOnly?: boolean;
}

/** After a navigation, scrolls to the main container (`mainId`) and moves focus there. */
export function useNavigationScroll(
  mainId: string,
  { target = null, pathChangesOnly = false }: NavigationScrollOptions = {},
) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // The path of the last run (null before the first).
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
    if (initial || navigationType === 'POP' || (pathChangesOnly && !pathChanged)) return;
    const main = document.getElementById(mainId);
    if (main) bringIntoView(main);
  }, [pathname, target, hash, navigationType, mainId, pathChangesOnly]);
}
