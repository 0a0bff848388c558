// When a paper, thesis or conference paper was published, as precisely as the API says: the
// year, the month (a name or a number), and the day when the record's creation date falls in
// that month. Every format (citation tags, CSL, JSON-LD, Dublin Core) writes it from here.
import type { PaperDetails } from '@journals/api-contract';

export interface PublicationDate {
  year: number;
  /** 1-12 */
  month: number | null;
  day: number | null;
}

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1-12 from a month name (or its first three letters) or number; null otherwise. */
export function monthNumber(month: string | null): number | null {
  const trimmed = month?.trim().toLowerCase() ?? '';
  const byName = monthNames.findIndex(
    (name) => trimmed.length >= 3 && name.startsWith(trimmed.slice(0, 3)),
  );
  if (byName >= 0) return byName + 1;
  const byNumber = /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : 0;
  return byNumber >= 1 && byNumber <= 12 ? byNumber : null;
}

export function publicationDate(
  details: Pick<PaperDetails, 'year' | 'month' | 'createdTime'>,
): PublicationDate | null {
  if (!details.year) return null;
  const month = monthNumber(details.month);
  const created = /^(\d{4})-(\d{2})-(\d{2})/.exec(details.createdTime ?? '');
  const day =
    month !== null && created && Number(created[1]) === details.year && Number(created[2]) === month
      ? Number(created[3])
      : null;
  return { year: details.year, month, day };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY/MM/DD', 'YYYY/MM' or 'YYYY' (Google Scholar's citation_publication_date). */
export function slashDate(date: PublicationDate | null): string | null {
  if (!date) return null;
  return [date.year, date.month, date.month ? date.day : null]
    .filter((part): part is number => part !== null)
    .map((part, index) => (index === 0 ? String(part) : pad(part)))
    .join('/');
}

/** 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY' (ISO 8601: JSON-LD, Dublin Core). */
export function isoDate(date: PublicationDate | null): string | null {
  return slashDate(date)?.replaceAll('/', '-') ?? null;
}
