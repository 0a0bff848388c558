// The site config's menus and links in the shapes the design system's navigation takes.
import type { FooterLink, NavItem, NavLink } from '@journals/design-system';
import type { EditorialLogin, InternalLink, LinkEntry, MenuEntry } from '@journals/site-config';
import { currentIssueIndexPath } from './journal-settings.ts';

/** A config link as a menu link; the Current Issue entry goes to the latest issue. */
export function navLink(link: InternalLink, currentIssueHref: string): NavLink {
  const href = link.to === currentIssueIndexPath ? currentIssueHref : link.to;
  return link.newTab === undefined
    ? { label: link.label, href }
    : { label: link.label, href, newTab: link.newTab };
}

/** The header menus: top-level links and groups (dropdowns on desktop, sub-lists on phones). */
export function headerNavigation(menu: readonly MenuEntry[], currentIssueHref: string): NavItem[] {
  return menu.map((entry) =>
    'items' in entry
      ? { label: entry.label, items: entry.items.map((item) => navLink(item, currentIssueHref)) }
      : navLink(entry, currentIssueHref),
  );
}

/** A footer entry: a route of the site, another site, or plain text. */
export function footerLink(entry: LinkEntry): FooterLink {
  if ('to' in entry) {
    return entry.newTab === undefined
      ? { label: entry.label, href: entry.to }
      : { label: entry.label, href: entry.to, newTab: entry.newTab };
  }
  if ('href' in entry) return { label: entry.label, href: entry.href };
  return { label: entry.label };
}

/**
 * The external editorial system's login for this journal: the configured address with the
 * journal's id as `journal_id` (e.g. '...login?journal_id=5'); the bare address without an id.
 */
export function editorialLoginHref(login: EditorialLogin): string {
  if (login.journalId === undefined) return login.url;
  const url = new URL(login.url);
  url.searchParams.set('journal_id', String(login.journalId));
  return url.toString();
}

/** A file the site serves under its prefix ('downloads/x.pdf' -> '/indjece/downloads/x.pdf'). */
export function prefixedFile(prefix: string, file: string): string {
  return `${prefix}${file.replace(/^\/+/, '')}`;
}
