// The journal's menus in the shapes the design system's navigation takes (footer links and the
// editorial login are @journals/site-kit/ui/navigation's).
import type { NavItem, NavLink } from '@journals/design-system';
import type { InternalLink, MenuEntry } from '@journals/site-config';
import { menuLink, menuNavigation } from '@journals/site-kit/ui/navigation';
import { currentIssueIndexPath } from './journal-settings.ts';

/** The address of a menu link: the Current Issue entry goes to the latest issue. */
function journalHref(currentIssueHref: string) {
  return (link: InternalLink) => (link.to === currentIssueIndexPath ? currentIssueHref : link.to);
}

/** A config link as a menu link; the Current Issue entry goes to the latest issue. */
export function navLink(link: InternalLink, currentIssueHref: string): NavLink {
  return menuLink(link, journalHref(currentIssueHref));
}

/** The header menus: top-level links and groups (dropdowns on desktop, sub-lists on phones). */
export function headerNavigation(menu: readonly MenuEntry[], currentIssueHref: string): NavItem[] {
  return menuNavigation(menu, journalHref(currentIssueHref));
}

/** A file the site serves under its prefix ('downloads/x.pdf' -> '/indjece/downloads/x.pdf'). */
export function prefixedFile(prefix: string, file: string): string {
  return `${prefix}${file.replace(/^\/+/, '')}`;
}
