// What kind of address a link points to, and whether it opens in a new tab.

/** http(s) and protocol-relative URLs: another site. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** mailto:, tel: and other schemes the browser hands to another application. */
export function isSchemeHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) && !isExternalHref(href);
}

/** External sites open in a new tab unless told otherwise; everything else stays. */
export function opensInNewTab(href: string, newTab?: boolean): boolean {
  return newTab ?? isExternalHref(href);
}

export const newTabHint = '(opens in a new tab)';
