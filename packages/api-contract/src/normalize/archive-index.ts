import type { ArchiveIndex } from '../types.ts';

type VolumeMap = Readonly<Record<string, readonly number[]>>;

const ascending = (a: number, b: number) => a - b;

function uniqueSorted(values: Iterable<number>): number[] {
  return [...new Set(values)].sort(ascending);
}

/**
 * year -> volume -> issues  =>  newest year first, volumes and issues ascending (duplicates
 * removed). A volume without issues and a year without volumes are left out: nothing to list.
 */
export function normalizeArchiveIndex(archives: Readonly<Record<string, VolumeMap>>): ArchiveIndex {
  return Object.entries(archives)
    .map(([year, volumes]) => ({
      year: Number(year),
      volumes: Object.entries(volumes)
        .map(([volume, issues]) => ({ volume: Number(volume), issues: uniqueSorted(issues) }))
        .filter((entry) => entry.issues.length > 0)
        .sort((a, b) => a.volume - b.volume),
    }))
    .filter((entry) => entry.volumes.length > 0)
    .sort((a, b) => b.year - a.year);
}

/** year -> volumes  =>  the same shape, every volume with the single issue 0. */
export function normalizeThesisIndex(
  thesis: Readonly<Record<string, readonly number[]>>,
): ArchiveIndex {
  return normalizeArchiveIndex(
    Object.fromEntries(
      Object.entries(thesis).map(([year, volumes]) => [
        year,
        Object.fromEntries(volumes.map((volume) => [String(volume), [0]])),
      ]),
    ),
  );
}
