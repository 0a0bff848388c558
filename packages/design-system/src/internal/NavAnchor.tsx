// A menu link that marks itself aria-current="page" when it is the page being shown.
import { useLocation } from 'react-router';
import type { SmartAnchorProps } from './SmartAnchor.tsx';
import { SmartAnchor } from './SmartAnchor.tsx';
import { isExternalHref, isSchemeHref } from './href.ts';

const normalize = (path: string) =>
  (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * Whether `href` (a route of this app, relative to the router's basename like the location) is
 * the current path. Query and hash are ignored; other sites never are.
 */
export function isCurrentPath(href: string, pathname: string): boolean {
  if (isExternalHref(href) || isSchemeHref(href) || !href.startsWith('/')) return false;
  const path = href.split(/[?#]/)[0] ?? '';
  return normalize(path) === normalize(pathname);
}

export function NavAnchor(props: SmartAnchorProps) {
  const { pathname } = useLocation();
  return (
    <SmartAnchor
      aria-current={isCurrentPath(props.href, pathname) ? 'page' : undefined}
      {...props}
    />
  );
}

/** True when one of the links is the current page (to highlight its group). */
export function useContainsCurrent(hrefs: string[]): boolean {
  const { pathname } = useLocation();
  return hrefs.some((href) => isCurrentPath(href, pathname));
}
