// Navigation every site shares: config links for the design system, scrolling on path changes.
export { editorialLoginHref, footerLink, menuLink, menuNavigation } from './links.ts';
export { bringIntoView, useNavigationScroll } from './useNavigationScroll.ts';
export type { NavigationScrollOptions } from './useNavigationScroll.ts';
