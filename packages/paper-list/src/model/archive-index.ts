// Rules over the archive index (year -> volumes -> issues). The contract delivers it newest year
// first; every function here sorts for itself, so a differently ordered index gives the same
// answers.
import type { IssueSlot } from './selection.ts';
import type { ArchiveIndex } from './types.ts';

/** One volume of the flattened volume list. */
export interface VolumeEntry {
  year: number;
  volume: number;
  /** Issue numbers, ascending, without duplicates. */
  issues: number[];
}

function ascending(a: number, b: number): number {
  return a - b;
}

/**
 * The index flattened to one list of volumes, OLDEST FIRST (by year, then volume), so the list
 * reads in time order: the entry before a volume is the older one ("previous"), the entry after
 * it the newer one ("next"), like the issues within a volume. Volumes without issues are left
 * out (nothing could be shown for them); a year/volume listed twice is merged.
 */
export function volumeList(index: ArchiveIndex): VolumeEntry[] {
  const byKey = new Map<string, VolumeEntry>();
  for (const { year, volumes } of index) {
    for (const { volume, issues } of volumes) {
      const key = `${year}:${volume}`;
      const entry = byKey.get(key) ?? { year, volume, issues: [] };
      entry.issues = [...new Set([...entry.issues, ...issues])].sort(ascending);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()]
    .filter((entry) => entry.issues.length > 0)
    .sort((a, b) => a.year - b.year || a.volume - b.volume);
}

/** The volume entry of a year and volume, or null when the index has no such volume. */
export function findVolume(index: ArchiveIndex, year: number, volume: number): VolumeEntry | null {
  return volumeList(index).find((e) => e.year === year && e.volume === volume) ?? null;
}

/**
 * The year a volume number belongs to, or null. Volume numbers are unique within a journal; if
 * an index ever repeats one, the newest year wins.
 */
export function yearOfVolume(index: ArchiveIndex, volume: number): number | null {
  const years = volumeList(index)
    .filter((entry) => entry.volume === volume)
    .map((entry) => entry.year);
  return years.length > 0 ? Math.max(...years) : null;
}

/** The issues of a year and volume, ascending ([] when the index has no such volume). */
export function issuesOf(index: ArchiveIndex, year: number, volume: number): number[] {
  return findVolume(index, year, volume)?.issues ?? [];
}

/**
 * The current issue: the first archive entry, i.e. the newest year, its latest (highest)
 * volume and that volume's latest (highest) issue. Null for an empty index.
 */
export function currentIssue(index: ArchiveIndex): IssueSlot | null {
  const latest = volumeList(index).at(-1);
  const issue = latest?.issues.at(-1);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: volumeList keeps no volume without issues, so `issue` is undefined exactly when `latest` is
  if (latest === undefined || issue === undefined) return null;
  return { year: latest.year, volume: latest.volume, issue };
}

/**
 * The issue count of the latest year, used by the current-issue reset rule: the number of
 * issues of the current issue's volume (the latest volume of the newest year). 0 for an empty
 * index.
 */
export function latestIssueCount(index: ArchiveIndex): number {
  return volumeList(index).at(-1)?.issues.length ?? 0;
}
