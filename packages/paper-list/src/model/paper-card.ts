// Rules of the paper card (spec "Paper card").
import { monthNames } from '@journals/site-config/calendar';
import type { PaperSummary } from './types.ts';

/** The card's fixed figures (spec: fixed '50 Views' and '0 CrossRef Citations'). */
export const paperCardFigures = {
  views: 50,
  crossRefCitations: 0,
  viewsText: '50 Views',
  crossRefCitationsText: '0 CrossRef Citations',
} as const;

/** Authors joined by ', ', skipping empty (or blank) ones. */
export function formatAuthors(authors: readonly (string | null | undefined)[]): string {
  return authors
    .map((author) => (author ?? '').trim())
    .filter((author) => author !== '')
    .join(', ');
}

export { monthNames };

/**
 * A month as the card writes it: '3', '03', 'mar', 'Mar.' and 'MARCH' give 'March', 'Sept'
 * gives 'September'; another text is kept as written (trimmed); blank, or a number outside
 * 1-12, gives null.
 */
export function monthName(month: string | null | undefined): string | null {
  const text = (month ?? '').trim();
  if (text === '') return null;
  if (/^\d{1,2}$/.test(text)) return monthNames[Number(text) - 1] ?? null;
  const word = text.replace(/\.$/, '').toLowerCase();
  if (word.length >= 3) {
    const known = monthNames.find((name) => name.toLowerCase().startsWith(word));
    if (known) return known;
  }
  return text;
}

/**
 * A timestamp as a date: ISO with a zone as given; a date or date-time without a zone (the
 * SQL form '2025-03-04 10:00:00' included) read as UTC, so the answer never depends on the
 * machine's time zone. Null when it is not a date.
 */
function parseTimestamp(value: string): Date | null {
  const text = value.trim();
  const zoneless = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(text);
  const time = zoneless
    ? Date.parse(`${zoneless[1]}T${zoneless[2] ?? '00:00'}Z`)
    : Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * The card's Published Online text: 'Month YYYY' from the paper's month and year; when either is
 * missing, the update date as long month and year in UTC ('March 2025'); otherwise null.
 */
export function publishedOnline(
  paper: Pick<PaperSummary, 'month' | 'year' | 'updatedAt'>,
): string | null {
  const month = monthName(paper.month);
  if (month !== null && paper.year !== null) return `${month} ${paper.year}`;
  const updated = paper.updatedAt ? parseTimestamp(paper.updatedAt) : null;
  if (!updated) return null;
  return `${monthNames[updated.getUTCMonth()]} ${updated.getUTCFullYear()}`;
}

/** The web search the card's search button opens in a new tab. */
export const webSearchBase = 'https://www.google.com/search';

/** A web search for a paper title: 'https://www.google.com/search?q=Deep+learning'. */
export function webSearchUrl(title: string): string {
  return `${webSearchBase}?${new URLSearchParams({ q: title.trim() }).toString()}`;
}
