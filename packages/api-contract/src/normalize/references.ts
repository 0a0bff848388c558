import { sanitizeRichText } from '#rich-text';

const lineBreaks = /\r?\n|<br\s*\/?>|<\/p>|<\/div>/i;

/**
 * References as a list of sanitized HTML entries. The server may send an array, an HTML list
 * (one entry per <li>), or text with one reference per line or paragraph.
 */
export function normalizeReferences(raw: string | readonly (string | null)[] | null): string[] {
  if (raw === null) return [];
  if (typeof raw !== 'string') {
    return raw.map((entry) => sanitizeRichText(entry ?? '')).filter((entry) => entry !== '');
  }
  if (/<li[\s>]/i.test(raw)) {
    const html = sanitizeRichText(raw);
    return (
      [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)]
        // Stryker disable next-line StringLiteral: the group always takes part in a match, so the fallback is never used
        .map((match) => (match[1] ?? '').trim())
        .filter((entry) => entry !== '')
    );
  }
  return raw
    .split(new RegExp(lineBreaks.source, 'gi'))
    .map((entry) => sanitizeRichText(entry.replace(/<\/?p\b[^>]*>/gi, '')))
    .filter((entry) => entry !== '');
}
