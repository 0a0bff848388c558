// Which issues exist: volumes 1-3 for 2024-2026, six issues a year (February to December),
// the current year only up to its latest issue.
import type { JournalFacts } from '../journals.ts';

export const archiveYears = [2024, 2025, 2026] as const;
export const currentYear = 2026;
/** The latest published issue of the current year: issue 5, October. */
export const latestIssueOfCurrentYear = 5;

export interface PlannedIssue {
  year: number;
  volume: number;
  issue: number;
  month: string;
}

export function volumeOfYear(journal: JournalFacts, year: number): number {
  return year - journal.startYear + 1;
}

export function issuesOfYear(journal: JournalFacts, year: number): number {
  const perYear = journal.publicationMonths.length;
  return year === currentYear ? Math.min(latestIssueOfCurrentYear, perYear) : perYear;
}

export function planIssues(journal: JournalFacts): PlannedIssue[] {
  return archiveYears.flatMap((year) =>
    Array.from({ length: issuesOfYear(journal, year) }, (_, index) => ({
      year,
      volume: volumeOfYear(journal, year),
      issue: index + 1,
      month: journal.publicationMonths[index] ?? '',
    })),
  );
}

/**
 * Papers per issue. Without a total, 6 to 12 each (from `roll`); with a total, the total
 * spread evenly over all issues, the first ones taking the remainder.
 */
export function papersPerIssue(
  issueCount: number,
  total: number | undefined,
  roll: () => number,
): number[] {
  if (total === undefined) return Array.from({ length: issueCount }, roll);
  const base = Math.floor(total / issueCount);
  const remainder = total % issueCount;
  return Array.from({ length: issueCount }, (_, index) => base + (index < remainder ? 1 : 0));
}
