// Rules over the conference category list.
import type { IssueSlot } from './selection.ts';
import type { ArchiveIndex, ConferenceCategory } from './types.ts';

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

/**
 * The conference with this id whose name matches case-insensitively (spec: "found by matching
 * both id and name, case-insensitively"); null when either does not match.
 */
export function findConference(
  categories: readonly ConferenceCategory[],
  id: number,
  name: string,
): ConferenceCategory | null {
  return categories.find((c) => c.id === id && sameName(c.name, name)) ?? null;
}

/**
 * The conferences arranged as an archive index (newest year first, volumes and issues
 * ascending), so the conference list steps through volumes and issues like the archive.
 */
export function conferenceIndex(categories: readonly ConferenceCategory[]): ArchiveIndex {
  const years = new Map<number, Map<number, Set<number>>>();
  for (const { year, volume, issue } of categories) {
    const volumes = years.get(year) ?? new Map<number, Set<number>>();
    volumes.set(volume, (volumes.get(volume) ?? new Set<number>()).add(issue));
    years.set(year, volumes);
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, volumes]) => ({
      year,
      volumes: [...volumes.entries()]
        .sort(([a], [b]) => a - b)
        .map(([volume, issues]) => ({ volume, issues: [...issues].sort((a, b) => a - b) })),
    }));
}

/**
 * The conference a year, volume and issue leads to: the one with the lowest id there (several
 * conferences may share an issue; each stays reachable from the conference index page).
 */
export function conferenceAt(
  categories: readonly ConferenceCategory[],
  slot: IssueSlot,
): ConferenceCategory | null {
  const here = categories.filter(
    (c) => c.year === slot.year && c.volume === slot.volume && c.issue === slot.issue,
  );
  return here.sort((a, b) => a.id - b.id)[0] ?? null;
}
