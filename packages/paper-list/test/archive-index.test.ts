import { describe, expect, it } from 'vitest';
import {
  currentIssue,
  findVolume,
  issuesOf,
  latestIssueCount,
  volumeList,
  yearOfVolume,
  type ArchiveIndex,
} from '../src/model/index.ts';
import { archiveIndex } from './fixtures.ts';

describe('the volume list', () => {
  it('flattens the index oldest volume first, so the entry before a volume is the older one', () => {
    expect(volumeList(archiveIndex).map(({ year, volume }) => [year, volume])).toEqual([
      [2024, 1],
      [2025, 2],
      [2026, 3],
    ]);
  });

  it('orders by year, then volume, whatever order the index comes in', () => {
    const shuffled: ArchiveIndex = [
      {
        year: 2024,
        volumes: [
          { volume: 2, issues: [3, 1] },
          { volume: 1, issues: [2] },
        ],
      },
      { year: 2025, volumes: [{ volume: 3, issues: [1] }] },
    ];
    expect(volumeList(shuffled)).toEqual([
      { year: 2024, volume: 1, issues: [2] },
      { year: 2024, volume: 2, issues: [1, 3] },
      { year: 2025, volume: 3, issues: [1] },
    ]);
  });

  it('leaves out volumes without issues and merges a volume listed twice', () => {
    const index: ArchiveIndex = [
      { year: 2025, volumes: [{ volume: 2, issues: [] }] },
      {
        year: 2024,
        volumes: [
          { volume: 1, issues: [2, 1] },
          { volume: 1, issues: [3, 2] },
        ],
      },
    ];
    expect(volumeList(index)).toEqual([{ year: 2024, volume: 1, issues: [1, 2, 3] }]);
  });

  it('is empty for an empty index', () => {
    expect(volumeList([])).toEqual([]);
  });
});

describe('looking up the index', () => {
  it.each([
    [1, 2024],
    [2, 2025],
    [3, 2026],
    [4, null],
  ])('volume %i belongs to year %s', (volume, year) => {
    expect(yearOfVolume(archiveIndex, volume)).toBe(year);
  });

  it('gives the newest year when an index repeats a volume number', () => {
    const index: ArchiveIndex = [
      { year: 2025, volumes: [{ volume: 1, issues: [1] }] },
      { year: 2024, volumes: [{ volume: 1, issues: [1] }] },
    ];
    expect(yearOfVolume(index, 1)).toBe(2025);
  });

  it.each([
    [2026, 3, [1, 2, 3]],
    [2024, 1, [1, 2, 3, 4, 5, 6]],
    [2025, 3, []],
    [2030, 1, []],
  ])('year %i volume %i has issues %j', (year, volume, issues) => {
    expect(issuesOf(archiveIndex, year, volume)).toEqual(issues);
    expect(findVolume(archiveIndex, year, volume)?.issues ?? []).toEqual(issues);
  });
});

describe('the current issue', () => {
  it('is the newest year, its latest volume and that volume latest issue', () => {
    expect(currentIssue(archiveIndex)).toEqual({ year: 2026, volume: 3, issue: 3 });
  });

  it('takes the highest volume of the newest year when it has several', () => {
    const index: ArchiveIndex = [
      {
        year: 2025,
        volumes: [
          { volume: 2, issues: [1, 2] },
          { volume: 3, issues: [1] },
        ],
      },
      { year: 2024, volumes: [{ volume: 1, issues: [1, 2, 3, 4] }] },
    ];
    expect(currentIssue(index)).toEqual({ year: 2025, volume: 3, issue: 1 });
    expect(latestIssueCount(index)).toBe(1);
  });

  it('does not exist without archive data', () => {
    expect(currentIssue([])).toBeNull();
    expect(latestIssueCount([])).toBe(0);
  });

  it('counts the issues of the latest year', () => {
    expect(latestIssueCount(archiveIndex)).toBe(3);
  });
});
