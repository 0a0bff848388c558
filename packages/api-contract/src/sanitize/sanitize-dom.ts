/// <reference lib="dom" />
// Rich-text sanitizer for browser bundles: DOMPurify, configured from the same allow-list as the
// server's sanitize-html (rules.ts), so the client bundle carries neither sanitize-html nor its
// CSS parser and no tree walk of our own decides what is safe.
import createDOMPurify, { type Config } from 'dompurify';
import * as rules from './rules.ts';

const config = {
  ALLOWED_TAGS: [...rules.allowedTags],
  ALLOWED_ATTR: [...new Set(Object.values(rules.allowedAttributes).flat())],
  // Elements removed with their content; any other element not allowed is unwrapped to it.
  FORBID_CONTENTS: [...rules.discardedWithContent],
  KEEP_CONTENT: true,
  // Stryker disable next-line BooleanLiteral: afterSanitizeAttributes keeps only the per-element allow-list; data-* goes anyway
  ALLOW_DATA_ATTR: false,
  // Stryker disable next-line BooleanLiteral: afterSanitizeAttributes keeps only the per-element allow-list; aria-* goes anyway
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config & { RETURN_DOM_FRAGMENT: true };

/**
 * An instance of its own (its hooks never reach another user of DOMPurify in the page), made on
 * first use: a bundle that never sanitizes in the browser does not keep DOMPurify.
 */
let instance: ReturnType<typeof createDOMPurify> | undefined;

function purifier() {
  // Stryker disable next-line ConditionalExpression: a new instance per call sanitizes alike; keeping one saves only its set-up
  if (instance) return instance;
  const purify = createDOMPurify(window);
  // Each attribute passes the same per-element check as on the server (href protocols, spans).
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const value = rules.allowedAttributeValue(tag, data.attrName, data.attrValue);
    if (value === undefined) data.keepAttr = false;
    else data.attrValue = value;
  });
  // Kept attributes in the allow-list's order (as the server writes them); a link with an href
  // gets rel, one without becomes its text (in sanitizeRichText).
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    const tag = element.nodeName.toLowerCase();
    // Stryker disable next-line ArrayDeclaration: an attribute name has no spaces, so a made-up name is never found
    const kept = (rules.allowedAttributes[tag] ?? [])
      .map((name) => [name, element.getAttribute(name)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== null);
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
    for (const [name, value] of kept) element.setAttribute(name, value);
    if (tag === 'a' && element.hasAttribute('href')) element.setAttribute('rel', rules.linkRel);
  });
  instance = purify;
  return purify;
}

/** The browser implementation of `sanitizeRichText` (same allow-list as the Node one). */
export function sanitizeRichText(html: string): string {
  const fragment = purifier().sanitize(html, config);
  // A link without an allowed href becomes its text.
  for (const link of Array.from(fragment.querySelectorAll('a:not([href])'))) {
    link.replaceWith(...Array.from(link.childNodes));
  }
  const container = document.createElement('div');
  container.append(fragment);
  return rules.untilStable(asBrowsersRead, container.innerHTML).trim();
}

/**
 * The markup as a browser builds it inside a page's body: DOMPurify parses in quirks mode (no
 * doctype), where a table may sit in a paragraph; every page is in standards mode, where it may
 * not. Parsed again as a standards-mode body (DOMParser: inert) and written out, the fragment
 * re-parses to exactly the tree the page gets.
 */
function asBrowsersRead(html: string): string {
  return new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html').body
    .innerHTML;
}
