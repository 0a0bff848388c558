// The site config's links in the shapes the design system's navigation takes.
import type { FooterLink, NavItem, NavLink } from '@journals/design-system';
import type { EditorialLogin, InternalLink, LinkEntry, MenuEntry } from '@journals/site-config';

/** A config link as a menu link, its address from `hrefFor` (default: its route). */
export function menuLink(
  link: InternalLink,
  hrefFor: (link: InternalLink) => string = (entry) => entry.to,
): NavLink {
  const href = hrefFor(link);
  return link.newTab === undefined
    ? { label: link.label, href }
    : { label: link.label, href, newTab: link.newTab };
}

/** The header menus: top-level links and groups (dropdowns on desktop, sub-lists on phones). */
export function menuNavigation(
  menu: readonly MenuEntry[],
  hrefFor?: (link: InternalLink) => string,
): NavItem[] {
  return menu.map((entry) =>
    'items' in entry
      ? { label: entry.label, items: entry.items.map((item) => menuLink(item, hrefFor)) }
      : menuLink(entry, hrefFor),
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
 * The external editorial system's login: the configured address with the journal's id as
 * `journal_id` (e.g. '...login?journal_id=5'); the bare address without an id (the publisher).
 */
export function editorialLoginHref(login: EditorialLogin): string {
  if (login.journalId === undefined) return login.url;
  const url = new URL(login.url);
  url.searchParams.set('journal_id', String(login.journalId));
  return url.toString();
}
