// Datestamps of OAI-PMH (section 3.3): UTC, at the repository's granularity (seconds); `from`
// and `until` in either granularity, both the same, `from` not after `until`.
import { utcDateTime } from '@journals/site-kit/server/discovery/xml.ts';

export const oaiGranularity = 'YYYY-MM-DDThh:mm:ssZ';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const secondPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

export interface OaiDateRange {
  /** Inclusive bounds as UTC datestamps, or null when open. */
  from: string | null;
  until: string | null;
}

function valid(value: string, pattern: RegExp): boolean {
  if (!pattern.test(value)) return false;
  // Stryker disable next-line ConditionalExpression: Date.parse reads an ISO date alone as UTC midnight too
  const time = Date.parse(pattern === dayPattern ? `${value}T00:00:00Z` : value);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value.slice(0, 10));
}

/** The range of `from` and `until`, or the badArgument message. */
export function parseDateRange(
  from: string | undefined,
  until: string | undefined,
): OaiDateRange | string {
  const granularity = (value: string) =>
    // Stryker disable next-line StringLiteral: the labels are only compared with each other and with null
    valid(value, dayPattern) ? 'day' : valid(value, secondPattern) ? 'second' : null;
  for (const [name, value] of [
    ['from', from],
    ['until', until],
  ] as const) {
    if (value !== undefined && granularity(value) === null) {
      return `'${name}' must be a date (YYYY-MM-DD) or a UTC date-time (YYYY-MM-DDThh:mm:ssZ).`;
    }
  }
  if (from !== undefined && until !== undefined && granularity(from) !== granularity(until)) {
    return "'from' and 'until' must have the same granularity.";
  }
  const range: OaiDateRange = {
    from: from === undefined ? null : dayPattern.test(from) ? `${from}T00:00:00Z` : from,
    until: until === undefined ? null : dayPattern.test(until) ? `${until}T23:59:59Z` : until,
  };
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a comparison of a datestamp with null is false
  if (range.from !== null && range.until !== null && range.from > range.until) {
    return "'from' is later than 'until'.";
  }
  return range;
}

export function inRange(datestamp: string, { from, until }: OaiDateRange): boolean {
  return (from === null || datestamp >= from) && (until === null || datestamp <= until);
}

/** A record's datestamp: when it last changed, else the first day of its year. */
export function recordDatestamp(
  updatedAt: string | null,
  year: number | null,
  fallbackYear: number,
) {
  return utcDateTime(updatedAt) ?? `${year ?? fallbackYear}-01-01T00:00:00Z`;
}
