// The allow-list of rich text (abstracts, references, blog posts, member biographies). Both
// sanitizer implementations read it, so the server and the browser keep the same markup.

/** Elements kept (with their allowed attributes); any other element is unwrapped to its text. */
export const allowedTags = [
  'p',
  'br',
  'em',
  'strong',
  'i',
  'b',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'code',
] as const;

/** Attributes kept per element; every other attribute (event handlers, style, class) is dropped. */
export const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Elements removed together with their content (code, styles, form and embedded content). */
export const discardedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'head',
] as const;

/** The rel value every kept link carries. */
export const linkRel = 'noopener noreferrer';

const allowedProtocols = new Set(['http:', 'https:', 'mailto:']);

/**
 * The href a link may keep: an absolute http(s) or mailto URL, normalized by the URL parser
 * (which also strips the tabs and newlines used to disguise `javascript:`). Anything else,
 * relative links included, gives undefined and the link loses its href.
 */
export function allowedHref(href: string | undefined): string | undefined {
  // Stryker disable next-line ConditionalExpression: an undefined href throws in the parse below, which answers undefined too
  if (href === undefined) return undefined;
  let url: URL;
  try {
    // Stryker disable next-line MethodExpression: the URL parser strips leading and trailing spaces itself; the trim says so
    url = new URL(href.trim());
  } catch {
    return undefined;
  }
  return allowedProtocols.has(url.protocol) ? url.href : undefined;
}

/** A table span kept only when it is a small positive integer. */
export function allowedSpan(value: string | undefined): string | undefined {
  return value !== undefined && /^[1-9]\d?$/.test(value.trim()) ? value.trim() : undefined;
}

const scopes = new Set(['row', 'col', 'rowgroup', 'colgroup']);

/** The allowed value of an attribute after its check, or undefined to drop it. */
export function allowedAttributeValue(
  tag: string,
  name: string,
  value: string | undefined,
): string | undefined {
  if (!(allowedAttributes[tag] ?? []).includes(name)) return undefined;
  switch (name) {
    case 'href':
      return allowedHref(value);
    case 'rel':
      return linkRel;
    case 'colspan':
    case 'rowspan':
      return allowedSpan(value);
    case 'scope':
      return value !== undefined && scopes.has(value.trim().toLowerCase())
        ? value.trim().toLowerCase()
        : undefined;
    default:
      return value;
  }
}

/**
 * `step` applied until the markup stops changing (at most 4 times). Writing out a parsed tree
 * does not always give markup that parses to that tree: the parser moves content out of a table
 * ("foster parenting"), and the tree it builds may nest what a second parse would not (a heading
 * in a heading). Each pass only flattens, so the markup settles in a pass or two.
 */
export function untilStable(step: (html: string) => string, html: string): string {
  let current = step(html);
  for (let pass = 1; pass < 4; pass += 1) {
    const next = step(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The signature both implementations share. */
export type RichTextSanitizer = (html: string) => string;
