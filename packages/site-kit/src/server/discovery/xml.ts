// Text for XML documents (sitemaps, feeds, OAI-PMH): escaped for elements and attributes, with
// the characters XML 1.0 forbids left out, so no API text can break a document.

// The characters XML 1.0 allows are named by code point, control characters included.
// eslint-disable-next-line no-control-regex
const forbidden = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `text` for an XML element or attribute value. */
export function xmlText(text: string): string {
  return text.replace(forbidden, '').replace(/[&<>"']/g, (character) => escapes[character] ?? '');
}

/** `<name>text</name>`, or '' when there is no text. */
export function xmlElement(name: string, text: string | null | undefined): string {
  return text === null || text === undefined || text === ''
    ? ''
    : `<${name}>${xmlText(text)}</${name}>`;
}

/**
 * A date-time as the W3C profile of ISO 8601 writes it in UTC ('2025-04-03T10:00:00Z'), for
 * sitemap `lastmod`, Atom and OAI-PMH datestamps; null for a missing or unreadable value. A
 * value without a zone ('2025-03-15 09:30:00', as some backends send) is read as UTC.
 */
export function utcDateTime(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const withZone =
    /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) || /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? text
      : `${text.replace(' ', 'T')}Z`;
  const time = Date.parse(withZone);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
