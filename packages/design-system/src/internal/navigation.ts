// The navigation model the header, menus and footer take.

/** A link in a menu: a route of this app ('/archives'), another site or mailto:/tel:. */
export interface NavLink {
  label: string;
  href: string;
  /** Force or prevent a new tab (default: new tab for other sites). */
  newTab?: boolean;
}

/** A labelled group of links: a dropdown on desktop, a sub-list in the mobile menu. */
export interface NavGroup {
  label: string;
  items: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'items' in item;
}
